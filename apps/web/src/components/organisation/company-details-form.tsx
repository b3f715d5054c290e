import { COUNTRY_CODES, formatIban, ORGANISATION_MESSAGES, organisationUpdateSchema } from "@platform/domain";
import { Callout } from "@tremor/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { countryName } from "../../lib/format";
import { type FormErrors, formValues } from "../../lib/forms";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { settingsFormOptions, useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";
import { SelectField } from "../ui/select-field";

export type OwnOrganisation = RouterOutputs["organisation"]["get"];

const TEXT_FIELDS = [
  { name: "company_name", autoComplete: "organization" },
  { name: "street", autoComplete: "street-address" },
  { name: "zip", autoComplete: "postal-code" },
  { name: "city", autoComplete: "address-level2" },
] as const;

type CompanyInput = NonNullable<z.input<typeof organisationUpdateSchema>["company"]>;

export const COMPANY_FIELDS = [
  "company_name",
  "street",
  "zip",
  "city",
  "country_code",
  "vat_id",
  "ioss_number",
  "iban",
  "bic",
  "email",
  "phone",
] as const satisfies readonly (keyof CompanyInput)[];
export type CompanyField = (typeof COMPANY_FIELDS)[number];

const TAX_FIELDS = [
  { name: "vat_id", autoComplete: "off" },
  { name: "ioss_number", autoComplete: "off" },
  { name: "iban", autoComplete: "off" },
  { name: "bic", autoComplete: "off" },
  { name: "email", autoComplete: "email", type: "email" },
  { name: "phone", autoComplete: "tel", type: "tel" },
] as const;

/** Country choices in the UI language, sorted by name. */
export function useCountryOptions(): Array<{ value: string; label: string }> {
  const { i18n } = useTranslation();
  return useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, i18n.language) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [i18n.language],
  );
}

/**
 * The organisation's name and company details (Details tab and User settings). Read-only for plain
 * members; validated with the server's schema, and the server's field errors appear under the fields.
 */
export function CompanyDetailsForm({ organisation, editable }: { organisation: OwnOrganisation; editable: boolean }) {
  const { t } = useTranslation(["organisations", "common"]);
  const { errors, failure, field, formRef, handleSubmit } = useSchemaForm(
    organisationUpdateSchema,
    settingsFormOptions(ORGANISATION_MESSAGES.updateFailed),
  );
  const utils = trpc.useUtils();
  const update = trpc.organisation.update.useMutation();
  const company = organisation.company;

  const onSubmit = handleSubmit(
    async (data) => {
      await update.mutateAsync(data);
      toast.success(t("organisations:details.saved"));
      // The name also shows in the header and on the dashboard.
      await Promise.all([utils.organisation.get.invalidate(), utils.session.me.invalidate()]);
    },
    (form) => {
      const { name, ...details } = formValues(form);
      return { name, company: details };
    },
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-6"
      aria-label={t("organisations:details.title")}
    >
      {!editable && <Callout title={t("organisations:readOnly.title")}>{t("organisations:readOnly.body")}</Callout>}
      <FormAlert messageKey={failure} />
      <fieldset disabled={!editable || update.isPending} className="space-y-6">
        <FormField
          label={t("organisations:fields.name")}
          {...field("name")}
          defaultValue={organisation.name}
          autoComplete="organization"
        />
        <CompanyFields defaults={company} errors={errors} />
      </fieldset>
      {editable && (
        <div className="flex justify-end">
          <SubmitButton pending={update.isPending} fullWidth={false}>
            {t("organisations:details.save")}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}

/**
 * The company-details inputs (address, tax and bank ids, contact), named as the schema's fields;
 * errors are read at "company.<field>". Shared by the organisation's details and onboarding.
 */
export function CompanyFields({
  defaults,
  errors,
}: {
  defaults: Partial<Record<CompanyField, string | null>>;
  errors: FormErrors<Pick<z.input<typeof organisationUpdateSchema>, "company">>;
}) {
  const { t } = useTranslation("organisations");
  const countries = useCountryOptions();
  const value = (name: CompanyField) => defaults[name] ?? "";
  return (
    <>
      <div>
        <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-tremor-content">
          {t("details.address")}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={t(`fields.${field.name}`)}
              name={field.name}
              autoComplete={field.autoComplete}
              defaultValue={value(field.name)}
              errors={errors[`company.${field.name}`]}
            />
          ))}
          <SelectField
            label={t("fields.country_code")}
            name={"country_code" satisfies CompanyField}
            defaultValue={value("country_code")}
            placeholder={t("fields.noCountry")}
            options={countries}
            errors={errors["company.country_code"]}
          />
        </div>
      </div>
      <div>
        <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-tremor-content">
          {t("details.taxAndContact")}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {TAX_FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={t(`fields.${field.name}`)}
              name={field.name}
              type={"type" in field ? field.type : "text"}
              autoComplete={field.autoComplete}
              defaultValue={field.name === "iban" && defaults.iban ? formatIban(defaults.iban) : value(field.name)}
              hint={field.name === "ioss_number" ? t("fields.iossHint") : undefined}
              errors={errors[`company.${field.name}`]}
            />
          ))}
        </div>
      </div>
    </>
  );
}
