import { LANGUAGES, type Language } from "@platform/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage, currentLanguage } from "../lib/i18n";
import { getToken } from "../lib/session";
import { trpc } from "../lib/trpc";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation("common");
  const id = useId();
  const utils = trpc.useUtils();
  const remember = trpc.session.setLanguage.useMutation({
    // Personal settings show the language too.
    onSuccess: () => void utils.settings.personal.invalidate(),
  });
  const onChange = async (language: Language) => {
    await changeLanguage(language);
    // Signed in: the account remembers it too, so mails arrive in this language.
    if (getToken()) remember.mutate({ language });
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
