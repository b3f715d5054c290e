import { useTranslation } from "react-i18next";

/** A signed-in customer without a membership (e.g. created in Medusa Admin): nothing to show yet. */
export function NoOrganisation() {
  const { t } = useTranslation("dashboard");
  return (
    <div className="rounded-xl bg-white p-6 shadow-tremor-card ring-1 ring-tremor-border">
      <h1 className="text-xl font-semibold">{t("noOrganisation.title")}</h1>
      <p className="mt-2 text-tremor-content">{t("noOrganisation.body")}</p>
    </div>
  );
}
