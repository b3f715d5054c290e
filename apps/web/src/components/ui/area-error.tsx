import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { Callout } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { apiErrorData } from "../../lib/trpc";
import { ServerErrorPage } from "../server-error-page";

/**
 * A screen inside /a that could not load: what is not there (or not the user's to see) is said
 * so in the page; anything else is the area's 500 page.
 */
export function AreaError({ error }: ErrorComponentProps) {
  const { t } = useTranslation("common");
  const data = apiErrorData(error);
  if (data?.code === "NOT_FOUND" || data?.code === "FORBIDDEN") {
    return (
      <div className="space-y-4">
        <Callout color="amber" title={t(data.i18nKey ?? "errors.notFound")} role="alert">
          {t("errors.goneHint")}
        </Callout>
        <Link to="/a" className="inline-block text-sm font-semibold text-indigo-700 hover:underline">
          {t("actions.backToStart")}
        </Link>
      </div>
    );
  }
  return <ServerErrorPage />;
}
