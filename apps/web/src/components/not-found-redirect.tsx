import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { getToken } from "../lib/session";

const REDIRECT_AFTER_MS = 1500;

/** The not-found page with redirect (spec §2): into the app when signed in, else to login. */
export function NotFoundRedirect() {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate({ to: getToken() ? "/a" : "/login", replace: true });
    }, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <div className="max-w-md text-center">
        <p className="text-5xl font-bold text-indigo-600">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-tremor-content-strong">{t("notFound.title")}</h1>
        <p className="mt-2 text-tremor-content">{t("notFound.body")}</p>
        <p className="mt-6 text-sm text-tremor-content-subtle" role="status">
          {t("notFound.redirecting")}
        </p>
      </div>
    </main>
  );
}
