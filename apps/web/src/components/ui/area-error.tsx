import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { apiErrorData, isFailedRequest } from "../../lib/api-errors";
import { ServerErrorPage, UnexpectedErrorPage } from "../server-error-page";
import { PlainCallout } from "./plain-tremor";

/**
 * A screen inside /a that failed, shown inside the shell: what is not there (or not the user's
 * to see) is said so in the page; a failed request (the server, the network, a screen's chunk) is
 * the area's 500 page; a screen that broke while rendering is "Unexpected Application Error!".
 */
export function AreaError({ error }: ErrorComponentProps) {
  if (isGone(error)) return <GoneNotice error={error} />;
  return isFailedRequest(error) ? <ServerErrorPage inShell /> : <UnexpectedErrorPage inShell />;
}

/** The main area itself (its guard, its shell) failed: the same choice, as the whole page. */
export function MainAreaError({ error }: ErrorComponentProps) {
  return isFailedRequest(error) ? <ServerErrorPage /> : <UnexpectedErrorPage />;
}

/** NOT_FOUND or FORBIDDEN: the record is not there, or not the caller's to see. */
export function isGone(error: unknown): boolean {
  const code = apiErrorData(error)?.code;
  return code === "NOT_FOUND" || code === "FORBIDDEN";
}

/** What a page shows for a record that is not there (an unknown id, or someone else's). */
export function GoneNotice({ error }: { error: unknown }) {
  const { t } = useTranslation("common");
  return (
    <div className="space-y-4">
      <PlainCallout color="amber" title={t(apiErrorData(error)?.i18nKey ?? "errors.notFound")} role="alert">
        {t("errors.goneHint")}
      </PlainCallout>
      <Link to="/a" className="inline-block text-sm font-semibold text-indigo-700 hover:underline">
        {t("actions.backToStart")}
      </Link>
    </div>
  );
}
