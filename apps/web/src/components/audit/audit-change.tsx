import {
  AUDIT_LABEL_NAMESPACES,
  type AuditAction,
  type AuditChangeRow,
  type AuditRenderContext,
  type AuditSubjectType,
  type AuditValueText,
  renderAuditChange,
} from "@platform/domain";
import { useTranslation } from "react-i18next";

type Values = Record<string, unknown> | null;

/** Kinds whose values people or shops wrote (names, notes, file names), not the app's words. */
export const DATA_KINDS = new Set<AuditChangeRow["kind"]>(["text", "reference", "list"]);

/** One value: its text, or "empty"/"hidden" in their own style. */
function Value({ value, kind }: { value: AuditValueText; kind: AuditChangeRow["kind"] }) {
  const { t } = useTranslation("audit");
  if (value.state !== "shown") {
    return <span className="italic text-tremor-content-subtle">{t(`change.${value.state}`)}</span>;
  }
  return (
    <span data-kind={kind ?? undefined} data-user-content={DATA_KINDS.has(kind) ? "" : undefined}>
      {value.text}
    </span>
  );
}

/**
 * Before → after of one audit entry, field by field (only the changed fields are stored), through
 * the domain's field descriptions: labels in the UI language, money, enums by their labels,
 * references by name, days and measures with units. A creation shows what was set, a deletion
 * what was there.
 */
export function AuditChange({
  subjectType,
  action,
  before,
  after,
  names,
}: {
  subjectType: AuditSubjectType;
  action: AuditAction;
  before: Values;
  after: Values;
  names?: Record<string, string>;
}) {
  const { t } = useTranslation("audit");
  const rows = renderAuditChange({ subjectType, action, before, after }, { ...useAuditRenderContext(), names });
  if (rows.length === 0) return <span className="text-tremor-content-subtle">{t("change.none")}</span>;
  return <ChangeRows rows={rows} />;
}

/** What the domain's renderers need from i18next: t, whether a key exists, the UI language. */
export function useAuditRenderContext(): AuditRenderContext {
  // Enum labels live in their domains' namespaces, which this screen may not have loaded otherwise.
  const { t, i18n } = useTranslation([...AUDIT_LABEL_NAMESPACES]);
  return {
    t: (key, options) => t(key, options ?? {}) as string,
    exists: (key) => i18n.exists(key),
    language: i18n.language,
  };
}

/** Rendered change rows, field by field: label, then before → after (or the one side there is). */
export function ChangeRows({ rows }: { rows: AuditChangeRow[] }) {
  const { t } = useTranslation("audit");
  return (
    <dl className="space-y-1 text-sm" data-testid="audit-change">
      {rows.map((row) => (
        <div key={row.key} className="flex flex-wrap gap-x-1">
          <dt className="font-medium text-tremor-content-emphasis" data-user-content={row.literal ? "" : undefined}>
            {row.label}:
          </dt>{" "}
          <dd className="text-tremor-content">
            {row.before && row.after ? (
              <>
                <span className="sr-only">{t("change.before")}</span>
                <del className="decoration-rose-400">
                  <Value value={row.before} kind={row.kind} />
                </del>
                <span aria-hidden> → </span>
                <span className="sr-only">{t("change.after")}</span>
                <ins className="no-underline text-tremor-content-strong">
                  <Value value={row.after} kind={row.kind} />
                </ins>
              </>
            ) : row.before ? (
              <del className="decoration-rose-400">
                <Value value={row.before} kind={row.kind} />
              </del>
            ) : row.after ? (
              <Value value={row.after} kind={row.kind} />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
