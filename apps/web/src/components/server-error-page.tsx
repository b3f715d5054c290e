import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/** The main area's own 500 page. */
export function ServerErrorPage() {
  const { t } = useTranslation("common");
  const router = useRouter();
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <div className="max-w-md text-center">
        <p className="text-5xl font-bold text-rose-600">500</p>
        <h1 className="mt-4 text-2xl font-semibold text-tremor-content-strong">{t("serverError.title")}</h1>
        <p className="mt-2 text-tremor-content">{t("serverError.body")}</p>
        <button
          type="button"
          onClick={() => void router.invalidate()}
          className="mt-6 rounded-tremor-default bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          {t("actions.retry")}
        </button>
      </div>
    </main>
  );
}
