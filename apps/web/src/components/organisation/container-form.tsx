import { BULK_IMPORT_METHODS, CONTAINER_LOADS, containerSettingsSchema, ORGANISATION_MESSAGES } from "@platform/domain";
import { Callout } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { emptyToNull } from "../../lib/forms";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { settingsFormOptions, useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";
import { SectionHeader } from "../ui/page-header";
import { SelectField } from "../ui/select-field";
import type { OwnOrganisation } from "./company-details-form";

/**
 * The Container section: how the organisation's bulk imports arrive (spec §9: plane 3–15 days,
 * train 45–55 days, or stock in China), the container load, the EORI number customs needs and
 * the customs broker to notify.
 */
export function ContainerForm({ organisation, editable }: { organisation: OwnOrganisation; editable: boolean }) {
  const { t } = useTranslation(["organisations", "common"]);
  const { failure, field, formRef, handleSubmit, valuesOf } = useSchemaForm(
    containerSettingsSchema,
    settingsFormOptions(ORGANISATION_MESSAGES.updateFailed),
  );
  const utils = trpc.useUtils();
  const update = trpc.organisation.updateContainer.useMutation();
  const container = organisation.container;

  const onSubmit = handleSubmit(
    async (data) => {
      await update.mutateAsync(data);
      toast.success(t("organisations:container.saved"));
      await utils.organisation.get.invalidate();
    },
    (form) => {
      const values = valuesOf(form);
      return {
        eori_number: values.eori_number,
        default_import_method: emptyToNull(values.default_import_method),
        container_load: emptyToNull(values.container_load),
        customs_broker_email: values.customs_broker_email,
      };
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <SectionHeader title={t("organisations:container.title")} description={t("organisations:container.intro")} />
      {!editable && <Callout title={t("organisations:readOnly.title")}>{t("organisations:readOnly.body")}</Callout>}
      <FormAlert messageKey={failure} />
      <fieldset disabled={!editable || update.isPending} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("organisations:container.importMethod")}
          {...field("default_import_method")}
          defaultValue={container.default_import_method ?? ""}
          placeholder={t("organisations:container.notSet")}
          options={BULK_IMPORT_METHODS.map((method) => ({
            value: method.method,
            label: t(`organisations:container.methods.${method.method}`, { min: method.minDays, max: method.maxDays }),
          }))}
        />
        <SelectField
          label={t("organisations:container.load")}
          {...field("container_load")}
          defaultValue={container.container_load ?? ""}
          placeholder={t("organisations:container.notSet")}
          options={CONTAINER_LOADS.map((load) => ({ value: load, label: t(`organisations:container.loads.${load}`) }))}
        />
        <FormField
          label={t("organisations:container.eori")}
          {...field("eori_number")}
          defaultValue={container.eori_number ?? ""}
          autoComplete="off"
          hint={t("organisations:container.eoriHint")}
        />
        <FormField
          label={t("organisations:container.brokerEmail")}
          {...field("customs_broker_email")}
          type="email"
          defaultValue={container.customs_broker_email ?? ""}
          autoComplete="off"
          hint={t("organisations:container.brokerHint")}
        />
      </fieldset>
      {editable && (
        <div className="flex justify-end">
          <SubmitButton pending={update.isPending} fullWidth={false}>
            {t("organisations:container.save")}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
