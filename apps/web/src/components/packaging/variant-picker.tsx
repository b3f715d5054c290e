import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { type SearchOption, SearchSelect } from "../ui/search-select";

/** Platform variants matching the product search, as select options. */
function useVariantOptions(search: string): SearchOption[] {
  const variants = trpc.orders.variantOptions.useQuery({ search: search || undefined });
  return (variants.data ?? []).map((v) => ({
    value: v.id,
    label: [v.product, v.variant, v.sku].filter(Boolean).join(" · "),
  }));
}

/** A product variant chosen by a product search (the same variant search as the manual order's). */
export function VariantPicker({
  label,
  selected,
  onChange,
  errors,
}: {
  label: string;
  selected: SearchOption | undefined;
  onChange: (option: SearchOption | undefined) => void;
  errors?: string[];
}) {
  const { t } = useTranslation("packaging");
  return (
    <SearchSelect
      label={label}
      searchLabel={t("create.productSearch")}
      placeholder={t("buy.choose")}
      selected={selected}
      onChange={onChange}
      errors={errors}
      useOptions={useVariantOptions}
    />
  );
}
