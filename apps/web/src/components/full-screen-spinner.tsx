import { useTranslation } from "react-i18next";

/** While a page loads: a full-screen centred spinner (spec §2). */
export function FullScreenSpinner() {
  const { t, ready } = useTranslation("common", { useSuspense: false });
  return (
    <div
      className="fixed inset-0 flex items-center justify-center bg-tremor-background-muted"
      data-testid="full-screen-spinner"
    >
      <output
        aria-live="polite"
        className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
        aria-label={ready ? t("loading") : undefined}
      />
    </div>
  );
}
