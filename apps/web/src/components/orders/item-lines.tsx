import type { createOrderSchema } from "@platform/domain";
import { Button } from "@tremor/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useFormatMoney } from "../../lib/format";
import type { FormErrors } from "../../lib/forms";
import { trpc } from "../../lib/trpc";
import { FormField } from "../form-field";
import { SelectField } from "../ui/select-field";

export type ItemLine = { key: number; variantId: string; quantity: string };

let nextKey = 1;
/** A new line of the form (its key only tells React the rows apart). */
export function itemLine(variantId = "", quantity = "1"): ItemLine {
  nextKey += 1;
  return { key: nextKey, variantId, quantity };
}

/** The lines as the order schemas take them: chosen variants, a quantity that is not a number left to the schema. */
export function itemsInput(lines: ItemLine[]) {
  return lines
    .filter((line) => line.variantId)
    .map((line) => ({
      variantId: line.variantId,
      quantity: line.quantity === "" ? Number.NaN : Number(line.quantity),
    }));
}

/**
 * A manual order's items, for creating and for editing one: a variant of the platform's priced
 * variants (`orders.variantOptions`) and a quantity per line, lines added and removed, the
 * subtotal at today's prices. `current` names variants the order has that are no longer offered.
 */
export function ItemLines({
  lines,
  onChange,
  errors,
  current = [],
}: {
  lines: ItemLine[];
  onChange: (lines: ItemLine[]) => void;
  errors: FormErrors<Pick<z.input<typeof createOrderSchema>, "items">>;
  current?: Array<{ variantId: string; label: string }>;
}) {
  const { t } = useTranslation("orders");
  const money = useFormatMoney();
  const variants = trpc.orders.variantOptions.useQuery({});
  const offered = (variants.data ?? []).map((v) => ({
    value: v.id,
    label: `${v.product} – ${v.variant}${v.sku ? ` (${v.sku})` : ""} · ${money(v.price, "eur")}`,
  }));
  const options = [
    ...offered,
    ...current
      .filter((item) => !offered.some((option) => option.value === item.variantId))
      .map((item) => ({ value: item.variantId, label: item.label })),
  ];
  const priceOf = new Map((variants.data ?? []).map((v) => [v.id, v.price]));
  const subtotal = lines.reduce((sum, l) => sum + (priceOf.get(l.variantId) ?? 0) * (Number(l.quantity) || 0), 0);
  const update = (key: number, change: Partial<ItemLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));

  return (
    <div className="space-y-4">
      {lines.map((line, index) => (
        <div key={line.key} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]" data-testid="item-line">
          <SelectField
            label={t("create.variant", { index: index + 1 })}
            value={line.variantId}
            placeholder={t("create.chooseVariant")}
            onChange={(e) => update(line.key, { variantId: e.target.value })}
            userOptions
            options={options}
            errors={errors[`items.${index}.variantId`]}
          />
          <FormField
            label={t("create.quantity", { index: index + 1 })}
            type="number"
            min={1}
            value={line.quantity}
            onChange={(e) => update(line.key, { quantity: e.target.value })}
            errors={errors[`items.${index}.quantity`]}
          />
          <Button
            type="button"
            variant="light"
            color="rose"
            disabled={lines.length === 1}
            aria-label={t("create.removeItemNumbered", { index: index + 1 })}
            onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
          >
            {t("create.removeItem")}
          </Button>
        </div>
      ))}
      {errors.items?.length ? (
        <p className="text-sm text-rose-600" role="alert">
          {errors.items.map((key) => t(key)).join(" ")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="secondary" onClick={() => onChange([...lines, itemLine()])}>
          {t("create.addItem")}
        </Button>
        <p className="text-sm text-tremor-content" data-testid="items-subtotal">
          {t("create.subtotal", { amount: money(subtotal, "eur") })}
        </p>
      </div>
    </div>
  );
}
