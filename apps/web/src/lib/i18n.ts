import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "@platform/domain/plain";
import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";

const LANGUAGE_KEY = "platform.language";
export const NAMESPACES = [
  "common",
  "auth",
  "dashboard",
  "organisations",
  "members",
  "invitations",
  "settings",
  "shops",
  "orders",
  "claims",
  "chats",
  "locations",
  "suppliers",
  "uploads",
] as const;

// Every locales/<lng>/<ns>.json becomes its own chunk, loaded when that language and namespace are
// needed. The entry knows the sign-in page's files; the table of all others is a chunk of its own
// (`translation-files.ts`), loaded with the first of them (the first visit's budget).
const firstVisitFiles = import.meta.glob<TranslationFile>("../../../../locales/*/{common,auth}.json");
export type TranslationFile = { default: Record<string, unknown> };

function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** What the sign-in pages need; the app area loads the rest (loadNamespacesFor) before it renders. */
const FIRST_VISIT_NAMESPACES = ["common", "auth"] as const;

/**
 * The app shell's namespaces and the dashboards': all a dashboard needs before it shows. A role's
 * dashboard loads the others it reads with its chunk (components/dashboard/role-dashboard.tsx).
 */
const DASHBOARD_NAMESPACES = ["common", "dashboard", "notifications"] as const;

/**
 * The namespaces /a loads before it renders `pathname` (its beforeLoad runs on every navigation):
 * for a dashboard, or /a on the way to one, the dashboard's few — the first screen after sign-in
 * downloads ~15 KB less; for any other screen every namespace of NAMESPACES, so a screen that
 * reads another namespace's keys finds them.
 */
export function loadNamespacesFor(pathname: string): Promise<void> {
  const dashboard = /^\/a(\/|\/dashboard\/[^/]+\/?)?$/.test(pathname);
  return i18n.loadNamespaces(dashboard ? [...DASHBOARD_NAMESPACES] : [...NAMESPACES]);
}

export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : FALLBACK_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
}

/** Switches the UI language and remembers it in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

void i18n
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const path = `../../../../locales/${language}/${namespace}.json`;
      const load = firstVisitFiles[path] ?? (await import("./translation-files")).translationFiles[path];
      if (!load) throw new Error(`missing translations ${language}/${namespace}`);
      return (await load()).default;
    }),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...FIRST_VISIT_NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: true },
    // A raw key on screen is a bug: report it as a console error, which fails the e2e suite.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`Missing translation key ${namespace}:${key} (${[languages].flat().join(", ")})`);
    },
  });

export { i18n };
