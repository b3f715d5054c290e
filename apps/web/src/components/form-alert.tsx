import { useTranslation } from "react-i18next";

/** A form-level message: an error (role=alert) or a confirmation (role=status). */
export function FormAlert({ messageKey, tone = "error" }: { messageKey: string | null; tone?: "error" | "success" }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  const styles =
    tone === "error" ? "border-rose-200 bg-rose-50 text-rose-700" : "border-emerald-200 bg-emerald-50 text-emerald-800";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-tremor-default border px-3 py-2 text-sm ${styles}`}
    >
      {t(messageKey)}
    </div>
  );
}
