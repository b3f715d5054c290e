import { AUTH_MESSAGES, type FieldErrors, loginSchema } from "@platform/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formValues, validate } from "../../lib/forms";
import { signIn, signInErrorKey } from "../../lib/medusa";
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
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(loginSchema, formValues(event.currentTarget));
    if (result.errors) {
      setErrors(result.errors);
      setFormError(AUTH_MESSAGES.checkInput);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await signIn(result.data.email, result.data.password);
      queryClient.clear();
      if (onDone) await onDone();
      else await navigate({ to: redirectTo ?? "/a" });
    } catch (error) {
      setFormError(signInErrorKey(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-xl font-semibold text-tremor-content-strong">{t("signIn.title")}</h1>
      <FormAlert messageKey={formError} />
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
