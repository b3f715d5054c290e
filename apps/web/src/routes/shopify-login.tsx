import { AUTH_MESSAGES } from "@platform/domain";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AuthTabs } from "../components/auth/auth-tabs";
import { ForgotPasswordForm } from "../components/auth/forgot-password-form";
import { LoginWrapper } from "../components/auth/login-wrapper";
import { SignInForm } from "../components/auth/sign-in-form";
import { SignUpForm } from "../components/auth/sign-up-form";
import { shopifyLoginSearchSchema } from "../lib/search";

export const Route = createFileRoute("/shopify-login")({
  validateSearch: (search) => shopifyLoginSearchSchema.parse(search),
  component: ShopifyLoginRoute,
});

/** The entry from the Shopify app: the same wrapper, with the storefront-platform notice. */
function ShopifyLoginRoute() {
  const { t } = useTranslation("auth");
  const { mode = "signin", shop, error } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LoginWrapper>
      <div className="mb-6 space-y-2">
        <h1 className="flex items-center gap-2 text-lg font-semibold text-tremor-content-strong">
          <span
            aria-hidden
            className="inline-flex h-7 w-7 items-center justify-center rounded-md bg-emerald-600 text-sm text-white"
          >
            S
          </span>
          {t("shopify.title")}
        </h1>
        {shop && <p className="text-sm font-medium text-tremor-content-emphasis">{t("shopify.shop", { shop })}</p>}
        <p className="text-sm text-tremor-content">{t("shopify.intro")}</p>
        {error === "missing_scopes" && (
          <div
            role="alert"
            className="rounded-tremor-default border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="font-semibold">{t(AUTH_MESSAGES.missingScopes)}</p>
            <p className="mt-1">{t("shopify.scopesHint")}</p>
          </div>
        )}
      </div>
      <AuthTabs mode={mode} to="/shopify-login" />
      {mode === "signin" && (
        <SignInForm onForgot={() => void navigate({ search: (s) => ({ ...s, mode: "forgot" }) })} />
      )}
      {mode === "signup" && <SignUpForm />}
      {mode === "forgot" && <ForgotPasswordForm />}
    </LoginWrapper>
  );
}
