import { AUTH_MESSAGES, type FieldErrors, resetPasswordSchema } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoginWrapper } from "../components/auth/login-wrapper";
import { FormAlert } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { SubmitButton } from "../components/submit-button";
import { formValues, validate } from "../lib/forms";
import { resetPassword } from "../lib/medusa";
import { resetPasswordSearchSchema } from "../lib/search";

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search) => resetPasswordSearchSchema.parse(search),
  component: ResetPasswordRoute,
});

/** Sets a new password with the token from the mailed link (Medusa's customer password reset). */
function ResetPasswordRoute() {
  const { t } = useTranslation("auth");
  const { token, email } = Route.useSearch();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(resetPasswordSchema, { ...formValues(event.currentTarget), token, email });
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await resetPassword({ email: result.data.email, token: result.data.token, password: result.data.password });
      setDone(true);
    } catch {
      setFormError(AUTH_MESSAGES.resetFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <LoginWrapper>
      <h1 className="mb-4 text-xl font-semibold text-tremor-content-strong">{t("reset.title")}</h1>
      {!token || !email ? (
        <FormAlert messageKey="auth:reset.missingToken" />
      ) : done ? (
        <div className="space-y-4">
          <FormAlert messageKey="auth:reset.done" tone="success" />
          <Link to="/login" className="block text-center text-sm font-semibold text-indigo-600 hover:text-indigo-700">
            {t("signIn.submit")}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert messageKey={formError} />
          <p className="text-sm text-tremor-content">{email}</p>
          <FormField
            label={t("fields.newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            errors={errors.password}
          />
          <FormField
            label={t("fields.confirmPassword")}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            errors={errors.confirmPassword}
          />
          <SubmitButton pending={pending}>{t("reset.submit")}</SubmitButton>
        </form>
      )}
    </LoginWrapper>
  );
}
