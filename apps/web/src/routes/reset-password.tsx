import { AUTH_MESSAGES, resetPasswordSchema } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoginWrapper } from "../components/auth/login-wrapper";
import { FormAlert } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { SubmitButton } from "../components/submit-button";
import { resetPassword } from "../lib/medusa";
import { resetPasswordSearchSchema } from "../lib/search";
import { useSchemaForm } from "../lib/use-schema-form";

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search) => resetPasswordSearchSchema.parse(search),
  component: ResetPasswordRoute,
});

/** Sets a new password with the token from the mailed link (Medusa's customer password reset). */
function ResetPasswordRoute() {
  const { t } = useTranslation("auth");
  const { token, email } = Route.useSearch();
  const { failure, field, formRef, handleSubmit, pending, valuesOf } = useSchemaForm(resetPasswordSchema, {
    failureKey: AUTH_MESSAGES.resetFailed,
  });
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(
    async (data) => {
      await resetPassword({ email: data.email, token: data.token, password: data.password });
      setDone(true);
    },
    (form) => {
      const values = valuesOf(form);
      return { password: values.password, confirmPassword: values.confirmPassword, token, email };
    },
  );

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
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert messageKey={failure} />
          <p className="text-sm text-tremor-content">{email}</p>
          <FormField
            label={t("fields.newPassword")}
            {...field("password")}
            type="password"
            autoComplete="new-password"
          />
          <FormField
            label={t("fields.confirmPassword")}
            {...field("confirmPassword")}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton pending={pending}>{t("reset.submit")}</SubmitButton>
        </form>
      )}
    </LoginWrapper>
  );
}
