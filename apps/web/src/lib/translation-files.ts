import type { TranslationFile } from "./i18n";

/** Every namespace's loader in every language, for lib/i18n.ts (its own chunk: the sign-in page needs two). */
export const translationFiles = import.meta.glob<TranslationFile>("../../../../locales/*/*.json");
