import { Button, Card } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { type AdminVariant, useUpdateAdminVariant } from "./admin-product";
import { CustomsCodeFields, DimensionFields } from "./customs-fields";
import { StockAt } from "./stock-at";

const text = (value: string) => (value.trim() === "" ? null : value.trim());
const number = (value: string) => (value.trim() === "" ? null : Number(value));
const shown = (value: number | string | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** Spec §3 Variant (title, SKU, barcode, dimensions, weight, customs) and its EUR price, via Medusa's admin API. */
export function VariantForm({
  productId,
  variant,
  stock,
  onSignedOut,
}: {
  productId: string;
  variant: AdminVariant;
  stock: Array<{ locationId: string; locationName: string; onHand: number; available: number }>;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation("products");
  const update = useUpdateAdminVariant(productId, onSignedOut);
  const eur = variant.prices.find((price) => price.currency_code === "eur" && !price.region_id);
  const [values, setValues] = useState({
    title: variant.title,
    sku: shown(variant.sku),
    barcode: shown(variant.barcode),
    length: shown(variant.length),
    height: shown(variant.height),
    width: shown(variant.width),
    weight: shown(variant.weight),
    hs_code: shown(variant.hs_code),
    mid_code: shown(variant.mid_code),
    origin_country: shown(variant.origin_country),
    price: eur ? (eur.amount / 100).toFixed(2) : "",
  });
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const price = values.price.trim() === "" ? null : Math.round(Number(values.price.replace(",", ".")) * 100);
    try {
      await update.mutateAsync({
        variantId: variant.id,
        payload: {
          title: values.title.trim(),
          sku: text(values.sku),
          barcode: text(values.barcode),
          length: number(values.length),
          height: number(values.height),
          width: number(values.width),
          weight: number(values.weight),
          hs_code: text(values.hs_code),
          mid_code: text(values.mid_code),
          origin_country: text(values.origin_country)?.toUpperCase() ?? null,
          ...(price !== null && Number.isFinite(price)
            ? { prices: [{ ...(eur ? { id: eur.id } : {}), currency_code: "eur", amount: price }] }
            : {}),
        },
      });
      toast.success(t("edit.saved"));
    } catch {
      setFailure("products:errors.saveFailed");
    }
  }

  return (
    <Card data-testid="variant-form">
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4" aria-label={variant.title}>
        <h3 className="text-base font-semibold text-tremor-content-strong">{variant.title}</h3>
        <FormAlert messageKey={failure} />
        <div className="grid gap-4 md:grid-cols-4">
          <FormField label={t("edit.variantTitle")} name="title" value={values.title} onChange={set("title")} />
          <FormField label={t("edit.sku")} name="sku" value={values.sku} onChange={set("sku")} />
          <FormField label={t("edit.barcode")} name="barcode" value={values.barcode} onChange={set("barcode")} />
          <FormField
            label={t("edit.price")}
            name="price"
            inputMode="decimal"
            value={values.price}
            onChange={set("price")}
          />
          <DimensionFields values={values} onChange={set} />
          <CustomsCodeFields values={values} onChange={set} />
        </div>
        <div>
          <h4 className="text-sm font-medium text-tremor-content-emphasis">{t("edit.inventory")}</h4>
          <p className="text-sm text-tremor-content">
            {stock.length === 0
              ? t("products.noStock")
              : stock.map((s, index) => (
                  <span key={s.locationId}>
                    {index > 0 && " · "}
                    <StockAt stock={s} />
                  </span>
                ))}
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            {t("edit.saveVariant")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
