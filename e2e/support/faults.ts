import fs from "node:fs";
import path from "node:path";
import type { Page, Route } from "@playwright/test";

/**
 * Failures made to happen in the browser with Playwright's routing (nothing of this reaches a
 * production build): the backend refusing a tRPC procedure, a proxy in front of it failing, an
 * answer held back, an answer the screen does not expect.
 */

const TRPC = "/store/trpc/";

/** The procedures of one tRPC request (`/store/trpc/a.b,c.d?batch=1`): httpBatchLink joins them. */
function proceduresOf(url: URL): string[] {
  return decodeURIComponent(url.pathname.slice(TRPC.length)).split(",");
}

const somethingWentWrong = (language: string): string => {
  const file = path.join(__dirname, "..", "..", "locales", language === "de" ? "de" : "en", "common.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { errors: { somethingWentWrong: string } }).errors
    .somethingWentWrong;
};

/**
 * One call's answer when the procedure failed unexpectedly and has no words of its own (what
 * medusa-plugin/src/trpc/trpc.ts's errorFormatter sends, through superjson): "Something went
 * wrong.", INTERNAL_SERVER_ERROR.
 */
function internalServerError(procedure: string, language: string) {
  return {
    error: {
      json: {
        message: somethingWentWrong(language),
        code: -32603,
        data: {
          code: "INTERNAL_SERVER_ERROR",
          httpStatus: 500,
          path: procedure,
          i18nKey: "common:errors.somethingWentWrong",
          fieldErrors: null,
        },
      },
    },
  };
}

export type Fault =
  /** The backend answers HTTP 500 with tRPC's error for the procedure. */
  | "server"
  /** A proxy in front of the backend answers 502 with its own HTML page: no tRPC answer at all. */
  | "gateway";

/**
 * From now on every call of `procedure` fails (until the returned function is called). A query
 * batched with other calls gets its error in place while the others get the backend's real
 * answers; a mutation's request fails as a whole and never reaches the backend, so no data changes.
 */
export async function failProcedure(
  page: Page,
  procedure: string,
  { fault = "server" }: { fault?: Fault } = {},
): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname.startsWith(TRPC) && proceduresOf(url).includes(procedure);
  const handler = async (route: Route) => {
    const request = route.request();
    if (fault === "gateway") {
      await route.fulfill({
        status: 502,
        contentType: "text/html",
        body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
      });
      return;
    }
    const language = (await request.headerValue("x-locale")) ?? "en";
    const procedures = proceduresOf(new URL(request.url()));
    if (procedures.length === 1 || request.method() !== "GET") {
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify(procedures.map((name) => internalServerError(name, language))),
      });
      return;
    }
    const real = await route.fetch();
    const answers = (await real.json()) as unknown[];
    await route.fulfill({
      // tRPC answers a batch whose calls ended differently with 207 Multi-Status.
      status: 207,
      contentType: "application/json",
      body: JSON.stringify(
        answers.map((answer, index) =>
          procedures[index] === procedure ? internalServerError(procedure, language) : answer,
        ),
      ),
    });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/**
 * Answers `procedure` with `data` instead of the backend's result (other calls of the same
 * request get their real answers): a backend that speaks another version of the API.
 */
export async function answerProcedure(page: Page, procedure: string, data: unknown): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith(TRPC) && proceduresOf(url).includes(procedure),
    async (route) => {
      const procedures = proceduresOf(new URL(route.request().url()));
      const real = await route.fetch();
      const answers = (await real.json()) as unknown[];
      await route.fulfill({
        status: real.status(),
        contentType: "application/json",
        body: JSON.stringify(
          answers.map((answer, index) =>
            procedures[index] === procedure ? { result: { data: { json: data } } } : answer,
          ),
        ),
      });
    },
  );
}

/**
 * Holds every request to `procedure` back until the returned function is called (then they go
 * on to the backend): a slow server, to see what the user sees meanwhile.
 */
export async function holdProcedure(page: Page, procedure: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith(TRPC) && proceduresOf(url).includes(procedure),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Every request for a built file whose name matches `file` (e.g. a lazy chunk) is answered 404: a deploy replaced it. */
export async function missingAsset(page: Page, file: RegExp): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname.startsWith("/assets/") && file.test(url.pathname.slice("/assets/".length));
  const handler = (route: Route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" });
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}
