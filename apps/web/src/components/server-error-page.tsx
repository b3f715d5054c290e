import { COMMON_MESSAGES } from "@platform/domain/plain";
import { Link, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * An error page of the main area: the whole page when the area itself could not load (its own
 * `<main>`), or the content of a screen inside the shell (whose `<main>` it then sits in).
 */
function ErrorPage({ code, title, body, inShell }: { code?: string; title: string; body: string; inShell: boolean }) {
  const { t } = useTranslation("common");
  const router = useRouter();
  const content: ReactNode = (
    <div className="max-w-md text-center" role="alert">
      {code && <p className="text-5xl font-bold text-rose-600">{code}</p>}
      <h1 className="mt-4 text-2xl font-semibold text-tremor-content-strong">{title}</h1>
      <p className="mt-2 text-tremor-content">{body}</p>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => void router.invalidate()}
          className="rounded-tremor-default bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          {t("actions.retry")}
        </button>
        {inShell && (
          <Link to="/a" className="text-sm font-semibold text-indigo-700 hover:underline">
            {t("actions.backToStart")}
          </Link>
        )}
      </div>
    </div>
  );
  return inShell ? (
    <div className="flex justify-center py-16">{content}</div>
  ) : (
    <main className="flex min-h-full items-center justify-center p-6">{content}</main>
  );
}

/** The main area's own 500 page (spec §2): the server or the network failed. */
export function ServerErrorPage({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation("common");
  return <ErrorPage code="500" title={t("serverError.title")} body={t("serverError.body")} inShell={inShell} />;
}

/** The router's fallback (spec §8: "Unexpected Application Error!"): a screen broke while it rendered. */
export function UnexpectedErrorPage({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <ErrorPage
      title={t(COMMON_MESSAGES.unexpectedAppError)}
      body={t("errors.unexpectedAppErrorBody")}
      inShell={inShell}
    />
  );
}
