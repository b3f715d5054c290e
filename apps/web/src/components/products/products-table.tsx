import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Badge, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZE } from "../../lib/search";
import { trpc } from "../../lib/trpc";
import { SearchBox } from "../organisations/search-box";
import { PagedResults } from "../ui/query-state";
import { SelectField } from "../ui/select-field";
import { TABLE_WRAPPER } from "../ui/table";

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
    <Card>
      <section className="mb-4 grid gap-3 md:grid-cols-3" aria-label={t("products.search")}>
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
      </section>
      <PagedResults query={list} loadingRows={6} empty={t("products.empty")} onPage={setPage}>
        {(items) => (
          <div className={TABLE_WRAPPER}>
            <Table>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t("products.product")}</TableHeaderCell>
                  <TableHeaderCell>{t("products.status")}</TableHeaderCell>
                  <TableHeaderCell>{t("products.stock")}</TableHeaderCell>
                  <TableHeaderCell className="text-right">{t("products.sales30")}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((product) => (
                  <TableRow key={product.id} data-testid="product-row">
                    <TableCell className="whitespace-normal">
                      <Link
                        to={target}
                        params={{ productId: product.id }}
                        className="font-medium text-indigo-700 hover:underline"
                      >
                        {product.title}
                      </Link>
                      <span className="block text-xs text-tremor-content">
                        {t("products.variants", { count: product.variants })}
                        {product.skus.length ? ` · ${product.skus.join(", ")}` : ""}
                      </span>
                    </TableCell>
                    <TableCell>
                      <span className="inline-flex flex-wrap gap-1">
                        <Badge color={product.linked ? "emerald" : "gray"}>
                          {product.linked ? t("products.linked") : t("products.notLinked")}
                        </Badge>
                        {product.status !== "published" && (
                          <Badge color="amber">{t(`productStatus.${product.status}`)}</Badge>
                        )}
                      </span>
                    </TableCell>
                    <TableCell className="whitespace-normal text-sm">
                      {product.stock.length === 0
                        ? t("products.noStock")
                        : product.stock.map((s) => (
                            <span key={s.locationId} className="block">
                              {t("products.stockAt", {
                                location: s.locationName,
                                available: s.available,
                                onHand: s.onHand,
                              })}
                            </span>
                          ))}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{product.sales30Days}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </PagedResults>
    </Card>
  );
}
