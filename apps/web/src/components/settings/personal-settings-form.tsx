import { LANGUAGES, type Language, personalSettingsSchema, SETTINGS_MESSAGES } from "@platform/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { serverFieldErrors, validate } from "../../lib/forms";
import { changeLanguage } from "../../lib/i18n";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { useFormFailure } from "../../lib/use-form-failure";
import { FormAlert } from "../form-alert";
import { SubmitButton } from "../submit-button";
import { CheckboxField } from "../ui/checkbox-field";
import { SelectField } from "../ui/select-field";

type PersonalSettings = RouterOutputs["settings"]["personal"];

/** Chat e-mail notifications and the language; saving switches the interface to the chosen language. */
export function PersonalSettingsForm({ settings }: { settings: PersonalSettings }) {
  const { t } = useTranslation(["settings", "common"]);
  const { formRef, errors, failed, fail, clear } = useFormFailure(SETTINGS_MESSAGES.personalFailed);
  const utils = trpc.useUtils();
  const update = trpc.settings.updatePersonal.useMutation();
  const [values, setValues] = useState(settings);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(personalSettingsSchema, values);
    if (result.errors) return fail(result.errors);
    let saved: PersonalSettings;
    try {
      saved = await update.mutateAsync(result.data);
    } catch (error) {
      return fail(serverFieldErrors(error) ?? {});
    }
    clear();
    await changeLanguage(saved.language);
    toast.success(t("settings:saved"));
    utils.settings.personal.setData(undefined, saved);
    await utils.session.me.invalidate();
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      {failed && <FormAlert messageKey="common:errors.settingsHint" />}
      <fieldset disabled={update.isPending} className="space-y-6">
        <fieldset className="space-y-4">
          <legend className="mb-1 text-sm font-semibold text-tremor-content-strong">
            {t("settings:notifications")}
          </legend>
          <CheckboxField
            asSwitch
            name="orderChatEmail"
            label={t("settings:fields.orderChatEmail")}
            checked={values.orderChatEmail}
            onChange={(event) => setValues({ ...values, orderChatEmail: event.target.checked })}
            errors={errors.orderChatEmail}
          />
          <CheckboxField
            asSwitch
            name="productRequestChatEmail"
            label={t("settings:fields.productRequestChatEmail")}
            checked={values.productRequestChatEmail}
            onChange={(event) => setValues({ ...values, productRequestChatEmail: event.target.checked })}
            errors={errors.productRequestChatEmail}
          />
        </fieldset>
        <SelectField
          label={t("settings:fields.language")}
          name="language"
          value={values.language}
          onChange={(event) => setValues({ ...values, language: event.target.value as Language })}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
          errors={errors.language}
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
