import { COUNTRY_CODES, type createOrderSchema } from "@platform/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { countryName } from "../../lib/format";
import type { FormErrors } from "../../lib/forms";
import { FormField } from "../form-field";
import { SelectField } from "../ui/select-field";

export type AddressValues = {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  province: string;
  countryCode: string;
  phone: string;
};

export const EMPTY_ADDRESS: AddressValues = {
  firstName: "",
  lastName: "",
  company: "",
  address1: "",
  address2: "",
  city: "",
  postalCode: "",
  province: "",
  countryCode: "DE",
  phone: "",
};

const FIELDS = [
  ["firstName", "given-name"],
  ["lastName", "family-name"],
  ["company", "organization"],
  ["address1", "address-line1"],
  ["address2", "address-line2"],
  ["postalCode", "postal-code"],
  ["city", "address-level2"],
  ["province", "address-level1"],
  ["phone", "tel"],
] as const;

/** The shipping address of spec §3 (first and last name, address 1 and 2, city, phone, postal code, province, company, country). */
export function AddressFields({
  value,
  onChange,
  errors,
}: {
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  /** Field errors keyed as the server names them (e.g. "shippingAddress.city"). */
  errors: FormErrors<Pick<z.input<typeof createOrderSchema>, "shippingAddress">>;
}) {
  const { t, i18n } = useTranslation("orders");
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, i18n.language) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [i18n.language],
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {FIELDS.map(([field, autoComplete]) => (
        <FormField
          key={field}
          label={t(`address.${field}`)}
          name={field}
          autoComplete={autoComplete}
          value={value[field]}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          errors={errors[`shippingAddress.${field}`]}
        />
      ))}
      <SelectField
        label={t("address.countryCode")}
        name="countryCode"
        value={value.countryCode}
        onChange={(event) => onChange({ ...value, countryCode: event.target.value })}
        options={countries}
        errors={errors["shippingAddress.countryCode"]}
      />
    </div>
  );
}
