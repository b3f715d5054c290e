import { useId } from "react";
import { useTranslation } from "react-i18next";

const TEXTAREA_CLASS =
  "block w-full rounded-tremor-default border bg-white px-3 py-2 text-sm text-tremor-content-strong shadow-tremor-input outline-none transition focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200";

/** A labelled multi-line text whose errors and hint are announced with it. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  errors = [],
  hint,
  rows = 3,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  hint?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = errors.length > 0;
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-tremor-content-emphasis">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        maxLength={5000}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        className={`${TEXTAREA_CLASS} ${invalid ? "border-rose-500" : "border-tremor-border"}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-tremor-content">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-rose-600">
          {errors.map((key) => t(key)).join(" ")}
        </p>
      )}
    </div>
  );
}
