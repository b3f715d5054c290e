import { LANGUAGES, type Language, personalSettingsSchema, SETTINGS_MESSAGES } from "@platform/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { settingsFormOptions, useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { SubmitButton } from "../submit-button";
import { CheckboxField } from "../ui/checkbox-field";
import { SelectField } from "../ui/select-field";

type PersonalSettings = RouterOutputs["settings"]["personal"];

/** Chat e-mail notifications and the language; saving switches the interface to the chosen language. */
export function PersonalSettingsForm({ settings }: { settings: PersonalSettings }) {
  const { t } = useTranslation(["settings", "common"]);
  const { failure, field, formRef, handleSubmit } = useSchemaForm(
    personalSettingsSchema,
    settingsFormOptions(SETTINGS_MESSAGES.personalFailed),
  );
  const utils = trpc.useUtils();
  const update = trpc.settings.updatePersonal.useMutation();
  const [values, setValues] = useState(settings);

  const onSubmit = handleSubmit(
    async (data) => {
      const saved = await update.mutateAsync(data);
      await changeLanguage(saved.language);
      toast.success(t("settings:saved"));
      utils.settings.personal.setData(undefined, saved);
      await utils.session.me.invalidate();
    },
    () => values,
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert messageKey={failure} />
      <fieldset disabled={update.isPending} className="space-y-6">
        <fieldset className="space-y-4">
          <legend className="mb-1 text-sm font-semibold text-tremor-content-strong">
            {t("settings:notifications")}
          </legend>
          <CheckboxField
            asSwitch
            {...field("orderChatEmail")}
            label={t("settings:fields.orderChatEmail")}
            checked={values.orderChatEmail}
            onChange={(event) => setValues({ ...values, orderChatEmail: event.target.checked })}
          />
          <CheckboxField
            asSwitch
            {...field("productRequestChatEmail")}
            label={t("settings:fields.productRequestChatEmail")}
            checked={values.productRequestChatEmail}
            onChange={(event) => setValues({ ...values, productRequestChatEmail: event.target.checked })}
          />
        </fieldset>
        <SelectField
          label={t("settings:fields.language")}
          {...field("language")}
          value={values.language}
          onChange={(event) => setValues({ ...values, language: event.target.value as Language })}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
          className="max-w-xs"
        />
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending} fullWidth={false}>
          {t("settings:save")}
        </SubmitButton>
      </div>
    </form>
  );
}
