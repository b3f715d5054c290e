import { LANGUAGES, type Language } from "@platform/domain/plain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { loadApi } from "../lib/api";
import { changeLanguage, currentLanguage } from "../lib/i18n";
import { getToken } from "../lib/session";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation("common");
  const id = useId();
  const onChange = async (language: Language) => {
    await changeLanguage(language);
    // Signed in: the account remembers it too, so mails arrive in this language.
    if (getToken()) void rememberLanguage(language);
  };
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only text-sm text-tremor-content sm:not-sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => void onChange(event.target.value as Language)}
        className="rounded-tremor-default border border-tremor-border bg-white px-2 py-1 text-sm text-tremor-content-strong shadow-tremor-input"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Through the API runtime, which the sign-in page (where this switch also sits) has not loaded. */
async function rememberLanguage(language: Language): Promise<void> {
  const { trpcClient, utils } = await loadApi();
  try {
    await trpcClient.session.setLanguage.mutate({ language });
    // Personal settings show the language too.
    await utils.settings.personal.invalidate();
  } catch {
    // Not remembered on the account; this browser still keeps the choice.
  }
}
