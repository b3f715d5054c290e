import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  description?: ReactNode;
  errors?: string[];
  /** Shown as an on/off switch (role="switch") instead of a tick box. */
  asSwitch?: boolean;
};

/** A labelled checkbox or switch; the whole label is clickable and errors are announced with it. */
export function CheckboxField({ label, description, errors = [], asSwitch = false, id, ...input }: Props) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const invalid = errors.length > 0;
  const describedBy = [invalid ? errorId : null, description ? descriptionId : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          role={asSwitch ? "switch" : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
          className={
            asSwitch
              ? "peer relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-300 transition before:absolute before:left-0.5 before:top-0.5 before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition checked:bg-indigo-600 checked:before:translate-x-4 disabled:cursor-not-allowed disabled:opacity-60"
              : `mt-0.5 h-4 w-4 shrink-0 cursor-pointer rounded border-gray-300 accent-indigo-600 ${invalid ? "outline outline-1 outline-rose-500" : ""}`
          }
          {...input}
        />
        <div className="text-sm">
          <label htmlFor={inputId} className="cursor-pointer font-medium text-tremor-content-emphasis">
            {label}
          </label>
          {description && (
            <p id={descriptionId} className="text-tremor-content">
              {description}
            </p>
          )}
        </div>
      </div>
      {invalid && (
        <p id={errorId} className="text-sm text-rose-600">
          {errors.map((key) => t(key)).join(" ")}
        </p>
      )}
    </div>
  );
}
