// Medusa Admin's files (issue 34): sent compressed, each exactly the file it was before, cached a
// year and varied by Accept-Encoding; Medusa Admin still opens in Chromium from them, its signed-in
// pages' scripts loaded with the sign-in page.
import http from "node:http";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { expect, inject, it } from "vitest";
import { dashboardChunks } from "./admin-assets";

const url = inject("backendUrl");
const CHROMIUM_ACCEPT = "gzip, deflate, br, zstd";

/** A raw GET (fetch would unpack the body and hide what was sent). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** The files Medusa Admin's page loads first: its scripts and style sheet. */
async function adminFiles(): Promise<string[]> {
  const page = await get("/app/login", { accept: "text/html" });
  expect(page.status).toBe(200);
  const files = [...page.body.toString().matchAll(/(?:src|href)="(\/app\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(files.length).toBeGreaterThanOrEqual(2);
  return files;
}

it("sends Medusa Admin's scripts and styles brotli- or gzip-compressed, each exactly the built file", async () => {
  for (const file of await adminFiles()) {
    const plain = await get(file, { "accept-encoding": "identity" });
    expect(plain.status, file).toBe(200);
    expect(plain.headers["content-encoding"], file).toBeUndefined();
    expect(plain.headers.vary, file).toMatch(/Accept-Encoding/);

    const brotli = await get(file, { "accept-encoding": CHROMIUM_ACCEPT });
    expect(brotli.headers["content-encoding"], file).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body), file).toBe(true);

    const gzip = await get(file, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"], file).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(plain.body), file).toBe(true);

    for (const sent of [plain, brotli, gzip]) {
      expect(sent.headers["content-type"], file).toMatch(file.endsWith(".css") ? /text\/css/ : /javascript/);
      expect(sent.headers["cache-control"], file).toBe("max-age=31536000, immutable");
      expect(sent.headers.vary, file).toBe("Origin, Cache-Control, Accept-Encoding");
      expect(sent.headers["accept-ranges"], file).toBe("none");
    }
    if (plain.body.length > 100_000) expect(brotli.body.length, file).toBeLessThan(plain.body.length / 3);
    // Revalidation answers 304 without the body.
    const again = await get(file, { "accept-encoding": CHROMIUM_ACCEPT, "if-none-match": String(brotli.headers.etag) });
    expect(again.status, file).toBe(304);
    expect(again.body.length, file).toBe(0);
  }
});

it("leaves Medusa Admin's page and unknown files to Medusa", async () => {
  const page = await get("/app/a/orders", { accept: "text/html", "accept-encoding": CHROMIUM_ACCEPT });
  expect(page.status).toBe(200);
  expect(page.headers["cache-control"]).toBe("no-cache");
  expect(page.body.toString()).toContain('<div id="root">');
});

it("opens Medusa Admin's sign-in in Chromium from the compressed files, a quarter of the bytes or less", async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    const sizes: Promise<{ sent: number; unpacked: number }>[] = [];
    const loaded: string[] = [];
    page.on("requestfinished", (request) => {
      if (!/\/app\/.+\.(js|css)$/.test(request.url())) return;
      loaded.push(new URL(request.url()).pathname);
      sizes.push(
        Promise.all([request.sizes(), request.response().then((response) => response?.body())]).then(
          ([size, body]) => ({ sent: size.responseBodySize, unpacked: body?.length ?? 0 }),
        ),
      );
    });
    await page.goto(`${url}/app/login`);
    await expect.poll(() => page.getByPlaceholder("Email").isVisible(), { timeout: 60_000 }).toBe(true);
    await page.waitForLoadState("networkidle");
    const files = await Promise.all(sizes);
    const sent = files.reduce((sum, file) => sum + file.sent, 0);
    const unpacked = files.reduce((sum, file) => sum + file.unpacked, 0);
    expect(unpacked).toBeGreaterThan(1_000_000);
    expect(sent).toBeLessThan(unpacked / 4);
    // The signed-in pages' scripts came with the sign-in page: after the sign-in nothing waits for them.
    const main = (await adminFiles()).find((file) => /\/main\.\w+\.js$/.test(file)) as string;
    const chunks = dashboardChunks((await get(main, { "accept-encoding": "identity" })).body.toString());
    expect(chunks?.length).toBeGreaterThan(2);
    for (const id of chunks ?? [])
      expect(
        loaded.some((file) => new RegExp(`/app/${id}\\.\\w+\\.chunk\\.js$`).test(file)),
        `chunk ${id}`,
      ).toBe(true);
  } finally {
    await browser.close();
  }
});
