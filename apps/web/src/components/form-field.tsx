import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Translation keys of this field's errors. */
  errors?: string[];
  /** A short help text under the field. */
  hint?: ReactNode;
  /** Keeps the label for screen readers only (e.g. inside a table row). */
  hideLabel?: boolean;
};

export const INPUT_CLASS =
  "block w-full rounded-tremor-default border bg-white px-3 py-2 text-sm text-tremor-content-strong shadow-tremor-input outline-none transition focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 disabled:cursor-not-allowed disabled:bg-tremor-background-muted disabled:text-tremor-content";

/** A labelled input whose errors are announced with it. */
export function FormField({ label, errors = [], hint, hideLabel = false, id, ...input }: Props) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const invalid = errors.length > 0;
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label
        htmlFor={inputId}
        className={hideLabel ? "sr-only" : "block text-sm font-medium text-tremor-content-emphasis"}
      >
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${INPUT_CLASS} ${invalid ? "border-rose-500" : "border-tremor-border"}`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-tremor-content">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="text-sm text-rose-600">
          {errors.map((key) => t(key)).join(" ")}
        </p>
      )}
    </div>
  );
}
