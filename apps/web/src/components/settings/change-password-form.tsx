import { changePasswordSchema } from "@platform/domain";
import { useTranslation } from "react-i18next";
import { setToken } from "../../lib/session";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

/** Current password, new password and its confirmation; the server checks the current one. */
export function ChangePasswordForm() {
  const { t } = useTranslation(["settings", "common"]);
  const change = trpc.settings.changePassword.useMutation();
  const { failure, field, formRef, handleSubmit } = useSchemaForm(changePasswordSchema, {
    invalidKey: "common:errors.settingsHint",
    failureKey: "common:errors.settingsHint",
  });

  const onSubmit = handleSubmit(async (data, form) => {
    const { token } = await change.mutateAsync(data);
    // Every earlier token of the account is dead now; this tab goes on with the fresh one.
    setToken(token);
    form.reset();
    toast.success(t("settings:passwordChanged"));
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("settings:changePassword")}>
      <FormAlert messageKey={failure} />
      <fieldset disabled={change.isPending} className="space-y-4">
        <FormField
          label={t("settings:fields.currentPassword")}
          {...field("currentPassword")}
          type="password"
          autoComplete="current-password"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("settings:fields.newPassword")}
            {...field("newPassword")}
            type="password"
            autoComplete="new-password"
          />
          <FormField
            label={t("settings:fields.confirmPassword")}
            {...field("confirmPassword")}
            type="password"
            autoComplete="new-password"
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
