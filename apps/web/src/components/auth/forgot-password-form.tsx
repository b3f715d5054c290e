import { AUTH_MESSAGES, passwordResetRequestSchema } from "@platform/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { requestPasswordReset } from "../../lib/medusa";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

/** Password-reset request: Medusa mails the link (our subscriber), we confirm without revealing accounts. */
export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const { failure, field, formRef, handleSubmit, pending } = useSchemaForm(passwordResetRequestSchema, {
    failureKey: AUTH_MESSAGES.loginFailed,
  });
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(async ({ email }) => {
    setSent(false);
    await requestPasswordReset(email);
    setSent(true);
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-xl font-semibold text-tremor-content-strong">{t("forgot.title")}</h1>
      <p className="text-sm text-tremor-content">{t("forgot.intro")}</p>
      <FormAlert messageKey={failure} />
      <FormAlert messageKey={sent ? "auth:forgot.sent" : null} tone="success" />
      <FormField label={t("fields.email")} {...field("email")} type="email" autoComplete="email" />
      <SubmitButton pending={pending}>{t("forgot.submit")}</SubmitButton>
    </form>
  );
}
