import { AUTH_MESSAGES, type FieldErrors, signUpSchema } from "@platform/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formValues, validate } from "../../lib/forms";
import { signIn, signInErrorKey } from "../../lib/medusa";
import { apiErrorData, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

/** Sign-up creates a merchant organisation on the waitlist and signs the new user in. */
export function SignUpForm({
  redirectTo,
  onDone,
}: {
  redirectTo?: string /** Instead of navigating: e.g. /shopify-login connects the shop next. */;
  onDone?: () => void | Promise<void>;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = trpc.auth.signUp.useMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(signUpSchema, formValues(event.currentTarget));
    if (result.errors) {
      setErrors(result.errors);
      setFormError(AUTH_MESSAGES.checkInput);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await signUp.mutateAsync(result.data);
    } catch (error) {
      const data = apiErrorData(error);
      if (data?.fieldErrors) setErrors(data.fieldErrors);
      if (data?.i18nKey === AUTH_MESSAGES.emailTaken) setErrors({ email: [AUTH_MESSAGES.emailTaken] });
      setFormError(data?.i18nKey === AUTH_MESSAGES.emailTaken ? null : AUTH_MESSAGES.checkInput);
      setPending(false);
      return;
    }
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
      <h1 className="text-xl font-semibold text-tremor-content-strong">{t("signUp.title")}</h1>
      <p className="text-sm text-tremor-content">{t("signUp.intro")}</p>
      <FormAlert messageKey={formError} />
      <FormField
        label={t("fields.organisationName")}
        name="organisationName"
        autoComplete="organization"
        errors={errors.organisationName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.firstName")} name="firstName" autoComplete="given-name" errors={errors.firstName} />
        <FormField label={t("fields.lastName")} name="lastName" autoComplete="family-name" errors={errors.lastName} />
      </div>
      <FormField label={t("fields.email")} name="email" type="email" autoComplete="email" errors={errors.email} />
      <FormField
        label={t("fields.password")}
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
      <SubmitButton pending={pending}>{t("signUp.submit")}</SubmitButton>
    </form>
  );
}
