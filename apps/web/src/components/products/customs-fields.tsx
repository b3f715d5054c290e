import { useTranslation } from "react-i18next";
import { FormField } from "../form-field";

type Dimension = "length" | "width" | "height" | "weight";

/** Length, width, height and weight of a product or a variant (the customs and shipping sizes). */
export function DimensionFields({
  values,
  onChange,
}: {
  values: Record<Dimension, string>;
  onChange: (field: Dimension) => (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation("products");
  const field = (name: Dimension, label: string) => (
    <FormField label={label} name={name} type="number" min={0} value={values[name]} onChange={onChange(name)} />
  );
  return (
    <>
      {field("length", t("edit.length"))}
      {field("width", t("edit.width"))}
      {field("height", t("edit.height"))}
      {field("weight", t("edit.weight"))}
    </>
  );
}

type CustomsCode = "hs_code" | "mid_code" | "origin_country";

/** The customs codes of a product or a variant: HS code, manufacturer id, country of origin. */
export function CustomsCodeFields({
  values,
  onChange,
}: {
  values: Record<CustomsCode, string>;
  onChange: (field: CustomsCode) => (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation("products");
  return (
    <>
      <FormField label={t("edit.hsCode")} name="hs_code" value={values.hs_code} onChange={onChange("hs_code")} />
      <FormField label={t("edit.midCode")} name="mid_code" value={values.mid_code} onChange={onChange("mid_code")} />
      <FormField
        label={t("edit.originCountry")}
        name="origin_country"
        value={values.origin_country}
        maxLength={2}
        onChange={onChange("origin_country")}
      />
    </>
  );
}
