import { useId } from "react";
import { useTranslation } from "react-i18next";
import { INPUT_CLASS } from "../form-field";

/** A labelled multi-line text whose errors and hint are announced with it. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  errors = [],
  hint,
  hideHint = false,
  rows = 3,
  id,
  placeholder,
  maxLength = 5000,
  mono = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Translation keys of this field's errors. */
  errors?: string[];
  hint?: string;
  /** Keeps the hint for screen readers only (e.g. when the placeholder already shows it). */
  hideHint?: boolean;
  rows?: number;
  /** A fixed id (its error and hint are `<id>-error`, `<id>-hint`); a generated one otherwise. */
  id?: string;
  placeholder?: string;
  maxLength?: number;
  /** A monospaced text (e.g. pasted CSV rows). */
  mono?: boolean;
}) {
  const { t } = useTranslation();
  const generated = useId();
  const fieldId = id ?? generated;
  const invalid = errors.length > 0;
  const describedBy = [invalid ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className="block text-sm font-medium text-tremor-content-emphasis">
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        rows={rows}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        className={`${INPUT_CLASS} ${mono ? "font-mono" : ""} ${invalid ? "border-rose-500" : "border-tremor-border"}`}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className={hideHint ? "sr-only" : "text-xs text-tremor-content"}>
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${fieldId}-error`} className="text-sm text-rose-600">
          {errors.map((key) => t(key)).join(" ")}
        </p>
      )}
    </div>
  );
}
