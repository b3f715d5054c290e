import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { INPUT_CLASS } from "../form-field";

export type BookableProduct = RouterOutputs["bookings"]["variants"][number];

/** Chooses among the merchant's own variants (search by product, variant or SKU); the choice is kept across searches. */
export function ProductPicker({
  value,
  onChange,
  errors = [],
  required,
}: {
  value: BookableProduct[];
  onChange: (products: BookableProduct[]) => void;
  errors?: string[];
  required: boolean;
}) {
  const { t } = useTranslation("bookings");
  const id = useId();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const options = trpc.bookings.variants.useQuery({ search: deferred || undefined });
  const chosen = new Set(value.map((product) => product.variantId));
  const shown = [...value, ...(options.data ?? []).filter((product) => !chosen.has(product.variantId))];
  const invalid = errors.length > 0;

  const toggle = (product: BookableProduct) =>
    onChange(
      chosen.has(product.variantId) ? value.filter((p) => p.variantId !== product.variantId) : [...value, product],
    );

  return (
    <fieldset
      className="space-y-2"
      aria-invalid={invalid}
      aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
    >
      <legend className="text-sm font-medium text-tremor-content-emphasis">
        {t("book.products")}{" "}
        <span className="font-normal text-tremor-content">({t("book.selected", { count: value.length })})</span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-tremor-content">
        {t(required ? "book.productsRequiredHint" : "book.productsHint")}
      </p>
      <label htmlFor={`${id}-search`} className="sr-only">
        {t("book.searchProducts")}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        placeholder={t("book.searchProducts")}
        onChange={(event) => setSearch(event.target.value)}
        className={`${INPUT_CLASS} border-tremor-border`}
      />
      <ul className="max-h-64 divide-y divide-tremor-border overflow-y-auto rounded-tremor-default border border-tremor-border">
        {shown.length === 0 && !options.isPending && (
          <li className="px-3 py-2 text-sm text-tremor-content">{t("book.noProducts")}</li>
        )}
        {shown.map((product) => (
          <li key={product.variantId} className="flex items-center gap-3 px-3 py-2">
            <input
              id={`${id}-${product.variantId}`}
              type="checkbox"
              checked={chosen.has(product.variantId)}
              onChange={() => toggle(product)}
              className="h-4 w-4 cursor-pointer accent-indigo-600"
            />
            <label htmlFor={`${id}-${product.variantId}`} className="cursor-pointer text-sm text-tremor-content-strong">
              {product.product} – {product.variant}
              {product.sku && <span className="ml-2 text-tremor-content">{product.sku}</span>}
            </label>
          </li>
        ))}
      </ul>
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-rose-600">
          {errors.map((key) => t(key)).join(" ")}
        </p>
      )}
    </fieldset>
  );
}
