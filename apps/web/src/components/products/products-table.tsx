import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZE } from "../../lib/search";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { SearchBox } from "../organisations/search-box";
import { ListScaffold } from "../ui/list-scaffold";
import { SelectField } from "../ui/select-field";
import { UserText } from "../ui/user-text";
import { StockAt } from "./stock-at";

type Product = RouterOutputs["products"]["list"]["items"][number];
type Search = { search?: string; scope?: "all" | "linked"; page?: number };

/**
 * The platform products with the caller's stock per location and sales of the last 30 days. Each
 * row opens `target` (the Product overview, or support's Product edit).
 */
export function ProductsTable({
  search,
  setFilter,
  setPage,
  target,
  showScope,
}: {
  search: Search;
  setFilter: (patch: Partial<Search>) => void;
  setPage: (page: number) => void;
  target: "/a/product-overview/$productId" | "/a/products/$productId";
  showScope: boolean;
}) {
  const { t } = useTranslation("products");
  const list = trpc.products.list.useQuery(
    { search: search.search, scope: search.scope ?? "all", page: search.page ?? 1, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <ListScaffold
      label={t("products.title")}
      query={list}
      empty={t("products.empty")}
      onPage={setPage}
      rowKey={(product) => product.id}
      rowTestId="product-row"
      filtersLabel={t("products.search")}
      filtersClassName="mb-4 grid gap-3 md:grid-cols-3"
      filters={
        <>
          <SearchBox
            label={t("products.search")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
          {showScope && (
            <SelectField
              label={t("products.scope")}
              value={search.scope ?? "all"}
              onChange={(event) => setFilter({ scope: event.target.value === "linked" ? "linked" : undefined })}
              options={[
                { value: "all", label: t("products.scopeAll") },
                { value: "linked", label: t("products.scopeLinked") },
              ]}
            />
          )}
        </>
      }
      columns={[
        {
          header: t("products.product"),
          className: "whitespace-normal",
          cell: (product: Product) => (
            <>
              <Link
                to={target}
                params={{ productId: product.id }}
                className="font-medium text-indigo-700 hover:underline"
              >
                <UserText>{product.title}</UserText>
              </Link>
              <span className="block text-xs text-tremor-content">
                {t("products.variants", { count: product.variants })}
                {product.skus.length ? " · " : ""}
                {product.skus.length > 0 && <UserText>{product.skus.join(", ")}</UserText>}
              </span>
            </>
          ),
        },
        {
          header: t("products.status"),
          cell: (product: Product) => (
            <span className="inline-flex flex-wrap gap-1">
              <Badge color={product.linked ? "emerald" : "gray"}>
                {product.linked ? t("products.linked") : t("products.notLinked")}
              </Badge>
              {product.status !== "published" && <Badge color="amber">{t(`productStatus.${product.status}`)}</Badge>}
            </span>
          ),
        },
        {
          header: t("products.stock"),
          className: "whitespace-normal text-sm",
          cell: (product: Product) =>
            product.stock.length === 0
              ? t("products.noStock")
              : product.stock.map((s) => (
                  <span key={s.locationId} className="block">
                    <StockAt stock={s} />
                  </span>
                )),
        },
        {
          header: t("products.sales30"),
          headerClassName: "text-right",
          className: "text-right tabular-nums",
          cell: (product: Product) => product.sales30Days,
        },
      ]}
    />
  );
}
