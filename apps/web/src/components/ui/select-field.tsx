import { type SelectHTMLAttributes, useId } from "react";
import { useTranslation } from "react-i18next";
import { INPUT_CLASS } from "../form-field";

type Option = { value: string; label: string; disabled?: boolean };

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: Option[];
  /** Shown as the first, empty choice (value ""). */
  placeholder?: string;
  errors?: string[];
  /** Keeps the label for screen readers only (e.g. inside a table row). */
  hideLabel?: boolean;
  /** The choices are data (shops, locations, products), not the app's words (see ui/user-text.tsx). */
  userOptions?: boolean;
};

/** A labelled native select: keyboard and screen-reader friendly, with errors announced like FormField's. */
export function SelectField({
  label,
  options,
  placeholder,
  errors = [],
  hideLabel = false,
  userOptions = false,
  id,
  className,
  ...select
}: Props) {
  const { t } = useTranslation();
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  const invalid = errors.length > 0;
  return (
    <div className={`space-y-1 ${className ?? ""}`}>
      <label
        htmlFor={selectId}
        className={hideLabel ? "sr-only" : "block text-sm font-medium text-tremor-content-emphasis"}
      >
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        className={`${INPUT_CLASS} pr-8 ${invalid ? "border-rose-500" : "border-tremor-border"}`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            data-user-content={userOptions ? "" : undefined}
          >
            {option.label}
          </option>
        ))}
      </select>
      {invalid && (
        <p id={errorId} className="text-sm text-rose-600">
          {errors.map((key) => t(key)).join(" ")}
        </p>
      )}
    </div>
  );
}
