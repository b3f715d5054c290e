import { type InputHTMLAttributes, useId } from "react";
import { useTranslation } from "react-i18next";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Translation keys of this field's errors. */
  errors?: string[];
};

/** A labelled input whose errors are announced with it. */
export function FormField({ label, errors = [], id, ...input }: Props) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const invalid = errors.length > 0;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-tremor-content-emphasis">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        className={`block w-full rounded-tremor-default border bg-white px-3 py-2 text-sm text-tremor-content-strong shadow-tremor-input outline-none transition focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 ${
          invalid ? "border-rose-500" : "border-tremor-border"
        }`}
        {...input}
      />
      {invalid && (
        <p id={errorId} className="text-sm text-rose-600">
          {errors.map((key) => t(key)).join(" ")}
        </p>
      )}
    </div>
  );
}
