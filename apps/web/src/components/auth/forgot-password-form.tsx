import { AUTH_MESSAGES, type FieldErrors, passwordResetRequestSchema } from "@platform/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formValues, validate } from "../../lib/forms";
import { requestPasswordReset } from "../../lib/medusa";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

/** Password-reset request: Medusa mails the link (our subscriber), we confirm without revealing accounts. */
export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ key: string; tone: "error" | "success" } | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(passwordResetRequestSchema, formValues(event.currentTarget));
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await requestPasswordReset(result.data.email);
      setMessage({ key: "auth:forgot.sent", tone: "success" });
    } catch {
      setMessage({ key: AUTH_MESSAGES.loginFailed, tone: "error" });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-xl font-semibold text-tremor-content-strong">{t("forgot.title")}</h1>
      <p className="text-sm text-tremor-content">{t("forgot.intro")}</p>
      <FormAlert messageKey={message?.key ?? null} tone={message?.tone} />
      <FormField label={t("fields.email")} name="email" type="email" autoComplete="email" errors={errors.email} />
      <SubmitButton pending={pending}>{t("forgot.submit")}</SubmitButton>
    </form>
  );
}
