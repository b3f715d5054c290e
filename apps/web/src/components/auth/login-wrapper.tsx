import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../language-switch";

/** The login wrapper around every unauthenticated page (spec §2). */
export function LoginWrapper({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation(["auth", "common"]);
  return (
    <div className="flex min-h-full">
      <aside className="relative hidden w-2/5 flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-10 text-white lg:flex">
        <div className="flex items-center gap-3 text-xl font-semibold">
          <img src="/favicon.svg" alt="" className="h-9 w-9 rounded-lg ring-2 ring-white/30" />
          {t("common:appName")}
        </div>
        <div>
          <p className="text-3xl font-semibold leading-tight">{t("auth:wrapper.tagline")}</p>
          <ul className="mt-8 space-y-3 text-indigo-100">
            {(["shops", "orders", "chats"] as const).map((point) => (
              <li key={point} className="flex items-center gap-3">
                <span className="flex h-6 w-6 items-center justify-center rounded-full bg-white/20 text-sm">✓</span>
                {t(`auth:wrapper.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-indigo-200">
          © {new Date().getFullYear()} {t("common:appName")}
        </p>
      </aside>
      <main className="flex flex-1 flex-col">
        <div className="flex items-center justify-between p-4 sm:p-6">
          <span className="flex items-center gap-2 font-semibold lg:invisible">
            <img src="/favicon.svg" alt="" className="h-7 w-7" />
            {t("common:appName")}
          </span>
          <LanguageSwitch />
        </div>
        <div className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
          <div
            className={`w-full ${wide ? "max-w-2xl" : "max-w-md"} rounded-xl bg-white p-6 shadow-tremor-card ring-1 ring-tremor-border sm:p-8`}
          >
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
