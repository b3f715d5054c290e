import { AUTH_MESSAGES, loginSchema } from "@platform/domain";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { clearApiCache } from "../../lib/api";
import { signIn, signInErrorKey } from "../../lib/medusa";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

export function SignInForm({
  onForgot,
  redirectTo,
  onDone,
}: {
  onForgot?: () => void;
  redirectTo?: string /** Instead of navigating: e.g. /shopify-login connects the shop next. */;
  onDone?: () => void | Promise<void>;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const { formRef, errors, failure, pending, handleSubmit } = useSchemaForm(loginSchema, {
    invalidKey: AUTH_MESSAGES.checkInput,
    failureKey: signInErrorKey,
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    await signIn(email, password);
    clearApiCache();
    if (onDone) await onDone();
    else await navigate({ to: redirectTo ?? "/a" });
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-xl font-semibold text-tremor-content-strong">{t("signIn.title")}</h1>
      <FormAlert messageKey={failure} />
      <FormField label={t("fields.email")} name="email" type="email" autoComplete="email" errors={errors.email} />
      <FormField
        label={t("fields.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        errors={errors.password}
      />
      {onForgot && (
        <div className="text-right">
          <button
            type="button"
            onClick={onForgot}
            className="text-sm font-medium text-indigo-600 hover:text-indigo-700"
          >
            {t("signIn.forgotLink")}
          </button>
        </div>
      )}
      <SubmitButton pending={pending}>{t("signIn.submit")}</SubmitButton>
    </form>
  );
}
