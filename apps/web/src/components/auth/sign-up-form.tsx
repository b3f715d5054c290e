import { AUTH_MESSAGES, signUpSchema } from "@platform/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { signIn, signInErrorKey, statusOf } from "../../lib/medusa";
import { apiErrorData, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { ApiProvider } from "../api-provider";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

/** The account exists; signing in with it failed (worded as a sign-in failure). */
class SignInFailed extends Error {
  constructor(readonly cause: unknown) {
    super("sign-in after sign-up failed");
  }
}

type SignUpProps = {
  redirectTo?: string /** Instead of navigating: e.g. /shopify-login connects the shop next. */;
  onDone?: () => void | Promise<void>;
};

/**
 * Sign-up creates a merchant organisation on the waitlist and signs the new user in. It calls the
 * API, so it brings its provider (the sign-in page loads this form only on the sign-up tab).
 */
export function SignUpForm(props: SignUpProps) {
  return (
    <ApiProvider>
      <SignUpFields {...props} />
    </ApiProvider>
  );
}

function SignUpFields({ redirectTo, onDone }: SignUpProps) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = trpc.auth.signUp.useMutation();
  const { failure, field, formRef, handleSubmit, pending } = useSchemaForm(signUpSchema, {
    invalidKey: AUTH_MESSAGES.checkInput,
    mapError: (error) => {
      // The sign-up answer is the same for a taken email (its owner got a mail instead): a
      // refused sign-in right after it means "look in your mail", not "wrong password".
      if (error instanceof SignInFailed)
        return { failure: statusOf(error.cause) === 401 ? "auth:signUp.checkEmail" : signInErrorKey(error.cause) };
      const data = apiErrorData(error);
      return { fieldErrors: data?.fieldErrors ?? {}, failure: AUTH_MESSAGES.checkInput };
    },
  });

  const onSubmit = handleSubmit(async (data) => {
    await signUp.mutateAsync(data);
    try {
      await signIn(data.email, data.password);
    } catch (error) {
      throw new SignInFailed(error);
    }
    queryClient.clear();
    if (onDone) await onDone();
    else await navigate({ to: redirectTo ?? "/a" });
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-xl font-semibold text-tremor-content-strong">{t("signUp.title")}</h1>
      <p className="text-sm text-tremor-content">{t("signUp.intro")}</p>
      <FormAlert messageKey={failure} />
      <FormField label={t("fields.organisationName")} {...field("organisationName")} autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.firstName")} {...field("firstName")} autoComplete="given-name" />
        <FormField label={t("fields.lastName")} {...field("lastName")} autoComplete="family-name" />
      </div>
      <FormField label={t("fields.email")} {...field("email")} type="email" autoComplete="email" />
      <FormField label={t("fields.password")} {...field("password")} type="password" autoComplete="new-password" />
      <FormField
        label={t("fields.confirmPassword")}
        {...field("confirmPassword")}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={pending}>{t("signUp.submit")}</SubmitButton>
    </form>
  );
}
