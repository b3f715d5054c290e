import { changePasswordSchema, type FieldErrors } from "@platform/domain";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { focusFirstError, formValues, serverFieldErrors, validate } from "../../lib/forms";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

/** Current password, new password and its confirmation; the server checks the current one. */
export function ChangePasswordForm() {
  const { t } = useTranslation(["settings", "common"]);
  const change = trpc.settings.changePassword.useMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const fail = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    focusFirstError(formRef.current);
    setFormError("common:errors.settingsHint");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validate(changePasswordSchema, formValues(form));
    if (result.errors) return fail(result.errors);
    try {
      await change.mutateAsync(result.data);
    } catch (error) {
      return fail(serverFieldErrors(error) ?? {});
    }
    setErrors({});
    setFormError(null);
    form.reset();
    toast.success(t("settings:passwordChanged"));
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("settings:changePassword")}>
      <FormAlert messageKey={formError} />
      <fieldset disabled={change.isPending} className="space-y-4">
        <FormField
          label={t("settings:fields.currentPassword")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          errors={errors.currentPassword}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("settings:fields.newPassword")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            errors={errors.newPassword}
          />
          <FormField
            label={t("settings:fields.confirmPassword")}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            errors={errors.confirmPassword}
          />
        </div>
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton pending={change.isPending} fullWidth={false}>
          {t("settings:changePassword")}
        </SubmitButton>
      </div>
    </form>
  );
}
