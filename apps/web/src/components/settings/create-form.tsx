import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../form-alert";
import { SubmitButton } from "../submit-button";

/**
 * The create form of an API key or a webhook endpoint: its fields, one group of checkboxes (scopes,
 * event types) with the group's errors, and the create button that also names the form.
 */
export function CreateForm({
  label,
  failure,
  pending,
  onSubmit,
  fields,
  choices,
}: {
  label: string;
  failure: string | null;
  pending: boolean;
  /** Must call the form hook's `submit` before any await (the hook re-checks through this handler). */
  onSubmit: () => Promise<unknown>;
  fields: ReactNode;
  choices: { legend: string; className: string; errors?: string[]; children: ReactNode };
}) {
  const { t } = useTranslation(["settings", "common"]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="space-y-4"
      aria-label={label}
    >
      <FormAlert messageKey={failure} />
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        {fields}
        <fieldset className={choices.className}>
          <legend className="text-sm font-medium text-tremor-content-strong">{choices.legend}</legend>
          {choices.children}
          {choices.errors?.map((key) => (
            <p key={key} role="alert" className="text-sm text-rose-600">
              {t(key)}
            </p>
          ))}
        </fieldset>
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton pending={pending} fullWidth={false}>
          {label}
        </SubmitButton>
      </div>
    </form>
  );
}
