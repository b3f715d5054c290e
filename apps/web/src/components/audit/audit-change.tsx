import { AUDIT_REDACTED } from "@platform/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Values = Record<string, unknown> | null;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as people read it: dates in the UI language, hidden secrets and empty values named. */
function useFormatValue(): (value: unknown) => ReactNode {
  const { t, i18n } = useTranslation("audit");
  const format = (value: unknown): ReactNode => {
    if (value === null || value === undefined || value === "") {
      return <span className="italic text-tremor-content-subtle">{t("change.empty")}</span>;
    }
    if (value === AUDIT_REDACTED) {
      return <span className="italic text-tremor-content-subtle">{t("change.hidden")}</span>;
    }
    if (typeof value === "boolean") return value ? t("change.yes") : t("change.no");
    if (typeof value === "number") return new Intl.NumberFormat(i18n.language).format(value);
    if (typeof value === "string" && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      );
    }
    if (Array.isArray(value)) {
      return value.length
        ? value.map((item) => (typeof item === "object" ? JSON.stringify(item) : String(item))).join(", ")
        : t("change.empty");
    }
    if (typeof value === "object") {
      return Object.entries(value as Record<string, unknown>)
        .map(
          ([key, inner]) =>
            `${key}: ${typeof inner === "object" && inner !== null ? JSON.stringify(inner) : String(inner)}`,
        )
        .join(", ");
    }
    return String(value);
  };
  return format;
}

/**
 * Before → after of one audit entry, field by field (only the changed fields are stored). A
 * creation shows what was set, a deletion what was there.
 */
export function AuditChange({ before, after }: { before: Values; after: Values }) {
  const { t, i18n } = useTranslation("audit");
  const format = useFormatValue();
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="text-tremor-content-subtle">{t("change.none")}</span>;
  const label = (key: string) => (i18n.exists(`audit:fields.${key}`) ? t(`fields.${key}`) : key);
  return (
    <dl className="space-y-1 text-sm" data-testid="audit-change">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-1">
          <dt className="font-medium text-tremor-content-emphasis">{label(key)}:</dt>
          <dd className="text-tremor-content">
            {before && after ? (
              <>
                <span className="sr-only">{t("change.before")}</span>
                <del className="decoration-rose-400">{format(before[key])}</del>
                <span aria-hidden> → </span>
                <span className="sr-only">{t("change.after")}</span>
                <ins className="no-underline text-tremor-content-strong">{format(after[key])}</ins>
              </>
            ) : before ? (
              <del className="decoration-rose-400">{format(before[key])}</del>
            ) : (
              format(after?.[key])
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
