import { AUTH_MESSAGES } from "@platform/domain";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { Button, Callout } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiProvider } from "../components/api-provider";
import { AuthTabs } from "../components/auth/auth-tabs";
import { ForgotPasswordForm } from "../components/auth/forgot-password-form";
import { LoginWrapper } from "../components/auth/login-wrapper";
import { SignInForm } from "../components/auth/sign-in-form";
import { SignUpForm } from "../components/auth/sign-up-form";
import { FormAlert } from "../components/form-alert";
import { shopifyLoginSearchSchema } from "../lib/search";
import { getToken } from "../lib/session";
import { toast } from "../lib/toast";
import { errorKey, trpc } from "../lib/trpc";

export const Route = createFileRoute("/shopify-login")({
  validateSearch: (search) => shopifyLoginSearchSchema.parse(search),
  component: ShopifyLoginRoute,
});

/**
 * The entry from the Shopify app. After the install (OAuth) the link carries a one-time `install`
 * token: a signed-in user connects the shop to their organisation; anyone else signs in or signs up
 * here first and then connects it. `?error=missing_scopes` shows the spec's notice.
 */
function ShopifyLoginRoute() {
  const { t } = useTranslation(["auth", "shops"]);
  const { mode = "signin", shop, error, install } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [signedIn, setSignedIn] = useState(() => Boolean(getToken()));
  const onSignedIn = () => setSignedIn(true);
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
        {shop && !(install && signedIn) && (
          <p className="text-sm font-medium text-tremor-content-emphasis">{t("shopify.shop", { shop })}</p>
        )}
        {!(install && signedIn) && <p className="text-sm text-tremor-content">{t("shopify.intro")}</p>}
        {error === "missing_scopes" && (
          <div
            role="alert"
            className="rounded-tremor-default border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="font-semibold">{t(AUTH_MESSAGES.missingScopes)}</p>
            <p className="mt-1">{t("shopify.scopesHint")}</p>
            {shop && (
              <a
                className="mt-2 inline-block font-medium text-amber-900 underline"
                href={`/shopify/reconnect?shop=${encodeURIComponent(shop)}`}
              >
                {t("shops:reauth.link")}
              </a>
            )}
          </div>
        )}
      </div>
      {install && signedIn ? (
        <ApiProvider>
          <ConnectShop installToken={install} shop={shop ?? ""} />
        </ApiProvider>
      ) : (
        <>
          {install && (
            <p className="mb-4 rounded-tremor-default bg-tremor-background-subtle p-3 text-sm text-tremor-content-emphasis">
              {t("shops:connect.signInFirst")}
            </p>
          )}
          <AuthTabs mode={mode} to="/shopify-login" />
          {mode === "signin" && (
            <SignInForm
              onForgot={() => void navigate({ search: (s) => ({ ...s, mode: "forgot" }) })}
              onDone={install ? onSignedIn : undefined}
            />
          )}
          {mode === "signup" && <SignUpForm onDone={install ? onSignedIn : undefined} />}
          {mode === "forgot" && <ForgotPasswordForm />}
        </>
      )}
    </LoginWrapper>
  );
}

/** "Connect <shop> to <organisation>": the signed-in member's organisation gets the shop. */
function ConnectShop({ installToken, shop }: { installToken: string; shop: string }) {
  const { t } = useTranslation(["shops", "common"]);
  const navigate = useNavigate();
  const me = trpc.session.me.useQuery();
  const connect = trpc.shops.connect.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const onConnect = async () => {
    setFailure(null);
    try {
      const connected = await connect.mutateAsync({ installToken });
      toast.success(t("connect.done", { shop: connected.name }));
      await navigate({ to: "/a/shops" });
    } catch (error) {
      setFailure(errorKey(error));
    }
  };
  return (
    <section aria-labelledby="connect-shop" className="space-y-4">
      <h2 id="connect-shop" className="text-xl font-semibold text-tremor-content-strong">
        {t("connect.title", { shop })}
      </h2>
      <p className="text-sm text-tremor-content">
        {t("connect.intro", { organisation: me.data?.organisation?.name ?? "…" })}
      </p>
      <FormAlert messageKey={failure} />
      {me.isError && <Callout title={t(errorKey(me.error))} color="rose" />}
      <Button type="button" className="w-full" loading={connect.isPending} onClick={() => void onConnect()}>
        {t("connect.button")}
      </Button>
    </section>
  );
}
