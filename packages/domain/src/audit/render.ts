import {
  formatDay,
  formatLength,
  formatMoment,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWeight,
} from "../shared/format";
import { type AuditFieldDescription, type AuditFieldKind, describeAuditField } from "./fields";
import { AUDIT_REDACTED, type AuditAction, type AuditSubjectType } from "./schemas";

/** A value of a change as a person reads it; `empty` and `hidden` are shown in their own style. */
export type AuditValueText = { state: "empty" } | { state: "hidden" } | { state: "shown"; text: string };

export type AuditRenderContext = {
  /** i18next's t with namespaces in the key ("audit:fields.total"). */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Whether a translation key exists (enum values the locale does not know show as stored). */
  exists: (key: string) => boolean;
  language: string;
  /** Names of referenced records by id (the server resolves them with the entries). */
  names?: Record<string, string>;
};

export type AuditChangeRow = {
  key: string;
  label: string;
  /** The label is data (a location's name as the key of its priority), not a field's name. */
  literal: boolean;
  /** The field's kind (null without a description): screens mark money and people's data by it. */
  kind: AuditFieldKind["kind"] | null;
  before: AuditValueText | null;
  after: AuditValueText | null;
};

const EMPTY: AuditValueText = { state: "empty" };

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const numeric = (value: unknown): number | null => {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** What a value without a description shows: its text, lists and objects flattened. */
function plain(value: unknown): string {
  if (Array.isArray(value)) return value.map(plain).join(", ");
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${plain(inner)}`)
      .join(", ");
  }
  return String(value);
}

/** One stored value by its field's kind; `record` is the side it belongs to (for a money field's currency). */
export function renderAuditValue(
  field: AuditFieldKind | null,
  value: unknown,
  record: Record<string, unknown> | null,
  context: AuditRenderContext,
): AuditValueText {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (value === AUDIT_REDACTED) return { state: "hidden" };
  if (Array.isArray(value) && value.length === 0) return EMPTY;
  const { t, language } = context;
  const shown = (text: string): AuditValueText => ({ state: "shown", text });
  const number = numeric(value);
  if (!field) {
    if (typeof value === "boolean") return shown(t(value ? "audit:change.yes" : "audit:change.no"));
    return shown(typeof value === "number" ? formatNumber(value, language) : plain(value));
  }
  switch (field.kind) {
    case "money": {
      if (number === null) return shown(plain(value));
      const currency = field.currencyField ? record?.[field.currencyField] : null;
      return shown(formatMoney(number, typeof currency === "string" && currency ? currency : "eur", language));
    }
    case "date":
      return shown(typeof value === "string" ? formatDay(value, language) : plain(value));
    case "datetime":
      return shown(typeof value === "string" ? formatMoment(value, language) : plain(value));
    case "enum": {
      const key = field.labels.replace("*", String(value).replace(/[^A-Za-z0-9_]/g, ""));
      return shown(context.exists(key) ? t(key) : String(value));
    }
    case "quantity":
      return shown(number === null ? plain(value) : formatNumber(number, language));
    case "days":
      return shown(
        number === null
          ? plain(value)
          : new Intl.NumberFormat(language, { style: "unit", unit: "day", unitDisplay: "long" }).format(number),
      );
    case "dimension":
      return shown(number === null ? plain(value) : formatLength(number, language));
    case "weight":
      return shown(number === null ? plain(value) : formatWeight(number, language));
    case "percent":
      return shown(number === null ? plain(value) : formatPercent(number, language));
    case "boolean":
      return typeof value === "boolean"
        ? shown(t(value ? "audit:change.yes" : "audit:change.no"))
        : shown(plain(value));
    case "country":
      return shown(typeof value === "string" ? countryName(value, language) : plain(value));
    case "currency":
      return shown(String(value).toUpperCase());
    case "reference":
      return shown(typeof value === "string" ? (context.names?.[value] ?? value) : plain(value));
    case "list":
      return shown(Array.isArray(value) ? value.map(plain).join(", ") : plain(value));
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) return shown(plain(value));
      const inner = value as Record<string, unknown>;
      const parts = Object.entries(inner).map(([key, innerValue]) => {
        const description: AuditFieldDescription | undefined = Object.hasOwn(field.fields, key)
          ? field.fields[key]
          : undefined;
        const text = renderAuditValue(description ?? null, innerValue, inner, context);
        const label = description ? t(`audit:${description.label}`) : key;
        return `${label}: ${text.state === "shown" ? text.text : t(`audit:change.${text.state}`)}`;
      });
      return shown(parts.join(", "));
    }
    default:
      return shown(plain(value));
  }
}

/**
 * An entry's change, field by field, as people read it: labels in the UI language, values by
 * their kind. Only the changed fields are stored; a creation has only `after`, a deletion only
 * `before`.
 */
export function renderAuditChange(
  entry: {
    subjectType: AuditSubjectType;
    action: AuditAction;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
  context: AuditRenderContext,
): AuditChangeRow[] {
  const { before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const field = describeAuditField(entry.subjectType, entry.action, key);
    const label = !field ? key : field.literal ? key : context.t(`audit:${field.label}`);
    return {
      key,
      label,
      literal: Boolean(field?.literal),
      kind: field?.kind ?? null,
      before: before ? renderAuditValue(field, before[key], before, context) : null,
      after: after ? renderAuditValue(field, after[key], after, context) : null,
    };
  });
}
