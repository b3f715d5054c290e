import { PRODUCT_REQUEST_STATUSES, requestStatusKey } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form-field";
import { SearchBox } from "../../../components/organisations/search-box";
import { RequestStatusBadge } from "../../../components/products/request-status-badge";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { PageHeader } from "../../../components/ui/page-header";
import { PagedResults } from "../../../components/ui/query-state";
import { SelectField } from "../../../components/ui/select-field";
import { LINK_BUTTON, TABLE_WRAPPER } from "../../../components/ui/table";
import { useFormatDate } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { PAGE_SIZE, productRequestsSearchSchema } from "../../../lib/search";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/product-requests/")({
  validateSearch: (search) => productRequestsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "productRequests"),
  component: ProductRequestsRoute,
});

/** Product requests: the merchant's own, a producer's assigned ones, or (support) all. */
function ProductRequestsRoute() {
  const { t } = useTranslation("products");
  const formatDate = useFormatDate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const isMerchant = me.role === "customer";
  const page = search.page ?? 1;
  const list = trpc.productRequests.list.useQuery(
    { ...search, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const shops = trpc.shops.list.useQuery(undefined, { enabled: isMerchant });
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const subtitle =
    me.role === "support"
      ? t("requests.subtitleSupport")
      : me.role === "supplier"
        ? t("requests.subtitleSupplier")
        : t("requests.subtitle");

  return (
    <div>
      <PageHeader
        title={t("requests.title")}
        description={subtitle}
        actions={
          isMerchant ? (
            <Link to="/a/product-requests/new" className={LINK_BUTTON}>
              {t("requests.new")}
            </Link>
          ) : null
        }
      />
      <Card>
        <section className="mb-4 grid gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label={t("requests.search")}>
          <SearchBox
            label={t("requests.search")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
          <EnumFilter
            label={t("requests.status")}
            value={search.status}
            values={PRODUCT_REQUEST_STATUSES}
            allLabel={t("requests.allStatuses")}
            labelOf={(status) => t(`status.${requestStatusKey(status)}`)}
            onChange={(status) => setFilter({ status })}
          />
          {isMerchant && (
            <SelectField
              label={t("requests.shop")}
              value={search.shopId ?? ""}
              placeholder={t("requests.allShops")}
              onChange={(e) => setFilter({ shopId: e.target.value || undefined })}
              options={(shops.data?.items ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
            />
          )}
          <FormField
            label={t("requests.from")}
            type="date"
            value={search.from ?? ""}
            max={search.to}
            onChange={(e) => setFilter({ from: e.target.value || undefined })}
          />
          <FormField
            label={t("requests.to")}
            type="date"
            value={search.to ?? ""}
            min={search.from}
            onChange={(e) => setFilter({ to: e.target.value || undefined })}
          />
        </section>
        <PagedResults query={list} loadingRows={6} empty={t("requests.empty")} onPage={setPage}>
          {(items) => (
            <div className={TABLE_WRAPPER}>
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t("requests.product")}</TableHeaderCell>
                    {!isMerchant && <TableHeaderCell>{t("requests.organisation")}</TableHeaderCell>}
                    <TableHeaderCell>{t("requests.shop")}</TableHeaderCell>
                    <TableHeaderCell>{t("requests.producer")}</TableHeaderCell>
                    <TableHeaderCell>{t("requests.status")}</TableHeaderCell>
                    <TableHeaderCell>{t("requests.created")}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((request) => (
                    <TableRow key={request.id} data-testid="request-row">
                      <TableCell className="font-medium text-tremor-content-strong">
                        <Link
                          to="/a/product-requests/$requestId"
                          params={{ requestId: request.id }}
                          className="text-indigo-700 hover:underline"
                        >
                          {request.productName}
                        </Link>
                      </TableCell>
                      {!isMerchant && <TableCell>{request.organisation.name}</TableCell>}
                      <TableCell>{request.shop.name}</TableCell>
                      <TableCell>{request.producer?.name ?? request.producerName}</TableCell>
                      <TableCell>
                        <RequestStatusBadge status={request.status} />
                      </TableCell>
                      <TableCell>{formatDate(request.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}
