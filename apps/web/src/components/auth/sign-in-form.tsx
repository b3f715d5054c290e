import { AUTH_MESSAGES } from "@platform/domain/plain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clearApiCache } from "../../lib/api";
import { lazySchema } from "../../lib/lazy-schema";
import { signIn, signInErrorKey } from "../../lib/medusa";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

const login = lazySchema(() => import("./auth-schemas").then((m) => m.loginSchema));

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
  // The form's schema could not be loaded for a submit (offline on the first visit).
  const [loadFailed, setLoadFailed] = useState(false);
  const { failure, field, formRef, handleSubmit, pending } = useSchemaForm(login.schema, {
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
    <form
      ref={formRef}
      noValidate
      onFocus={() => void login.prepare().catch(() => undefined)}
      onSubmit={(event) => {
        setLoadFailed(false);
        login.guardSubmit(onSubmit, () => setLoadFailed(true))(event);
      }}
      className="space-y-4"
    >
      <h1 className="text-xl font-semibold text-tremor-content-strong">{t("signIn.title")}</h1>
      <FormAlert messageKey={failure ?? (loadFailed ? "common:errors.somethingWentWrong" : null)} />
      <FormField label={t("fields.email")} {...field("email")} type="email" autoComplete="email" />
      <FormField label={t("fields.password")} {...field("password")} type="password" autoComplete="current-password" />
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
