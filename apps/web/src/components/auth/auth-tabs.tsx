import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

export const AUTH_MODES = ["signin", "signup", "forgot"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

const LABEL: Record<AuthMode, string> = { signin: "tabs.signIn", signup: "tabs.signUp", forgot: "tabs.forgot" };

/** Sign in / sign up / forgot password, kept in the URL (?mode=) so each can be linked. */
export function AuthTabs({ mode, to }: { mode: AuthMode; to: "/login" | "/shopify-login" }) {
  const { t } = useTranslation("auth");
  return (
    <nav
      className="mb-6 grid grid-cols-3 gap-1 rounded-tremor-default bg-tremor-background-subtle p-1 text-sm"
      aria-label={t("tabs.signIn")}
    >
      {AUTH_MODES.map((tab) => (
        <Link
          key={tab}
          to={to}
          search={(previous: Record<string, unknown>) => ({ ...previous, mode: tab })}
          aria-current={tab === mode ? "page" : undefined}
          className={`rounded-tremor-small px-2 py-1.5 text-center font-medium transition ${
            tab === mode
              ? "bg-white text-indigo-700 shadow-tremor-input"
              : "text-tremor-content hover:text-tremor-content-strong"
          }`}
        >
          {t(LABEL[tab])}
        </Link>
      ))}
    </nav>
  );
}
