import { Button } from "@tremor/react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { INPUT_CLASS } from "../form-field";
import { LoadingBlock } from "../ui/query-state";

export type ShopProductHit = RouterOutputs["products"]["shopProducts"][number];

/**
 * A search of one connected shop's own products (through the Shopify Admin API on the server),
 * one row per variant, each with a choose button. Not a <form>: it may sit inside one.
 */
export function ShopProductSearch({
  shopId,
  label,
  chooseLabel,
  onChoose,
  describe,
}: {
  shopId: string;
  label: string;
  chooseLabel: string;
  onChoose: (hit: ShopProductHit) => void;
  describe?: (hit: ShopProductHit) => string | null;
}) {
  const { t } = useTranslation("products");
  const inputId = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState<string | null>(null);
  const hits = trpc.products.shopProducts.useQuery(
    { shopId, search: query ?? "" },
    { enabled: query !== null, retry: false },
  );
  const run = (event?: FormEvent) => {
    event?.preventDefault();
    setQuery(text.trim());
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-tremor-content-emphasis">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") run(event);
          }}
          className={`${INPUT_CLASS} border-tremor-border`}
        />
        <Button type="button" variant="secondary" onClick={() => run()}>
          {t("linking.searchButton")}
        </Button>
      </div>
      {query !== null &&
        (hits.isPending ? (
          <LoadingBlock rows={2} />
        ) : hits.isError ? (
          <FormAlert messageKey={errorKey(hits.error, "products:errors.shopSearchFailed")} />
        ) : hits.data.length === 0 ? (
          <p className="text-sm text-tremor-content">{t("linking.noHits")}</p>
        ) : (
          <ul
            className="max-h-64 divide-y overflow-y-auto rounded-tremor-default border"
            data-testid="shop-product-hits"
          >
            {hits.data.map((hit) => (
              <li key={hit.variantId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-tremor-content-strong">{hit.title}</span>
                  {hit.variantTitle !== "Default Title" ? ` – ${hit.variantTitle}` : ""}
                  {hit.sku ? <span className="text-tremor-content"> · {hit.sku}</span> : null}
                  {describe?.(hit) ? <span className="block text-tremor-content">{describe(hit)}</span> : null}
                </span>
                <Button type="button" size="xs" variant="secondary" onClick={() => onChoose(hit)}>
                  {chooseLabel}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
