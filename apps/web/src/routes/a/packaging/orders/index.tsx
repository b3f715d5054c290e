import { PACKAGING_ORDER_STATUSES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../../components/organisations/search-box";
import { PackagingOrderStatusBadge } from "../../../../components/packaging/badges";
import { EnumFilter } from "../../../../components/ui/enum-filter";
import { PageHeader } from "../../../../components/ui/page-header";
import { PagedResults } from "../../../../components/ui/query-state";
import { TABLE_WRAPPER } from "../../../../components/ui/table";
import { useFormatDate, useFormatMoney } from "../../../../lib/format";
import { allowArea } from "../../../../lib/guards";
import { listSearch } from "../../../../lib/list-search";
import { packagingOrdersSearchSchema } from "../../../../lib/packaging-search";
import { PAGE_SIZE } from "../../../../lib/search";
import { trpc } from "../../../../lib/trpc";

export const Route = createFileRoute("/a/packaging/orders/")({
  validateSearch: (search) => packagingOrdersSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "packagingUi"),
  component: PackagingOrdersRoute,
});

/** Packaging orders: the merchant's own, the producer's assigned ones, every one for support. */
function PackagingOrdersRoute() {
  const { t } = useTranslation("packaging");
  const money = useFormatMoney();
  const date = useFormatDate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const list = trpc.packaging.orders.useQuery(
    { search: search.search, status: search.status, page: search.page ?? 1, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  return (
    <div>
      <PageHeader
        title={t("orders.title")}
        description={t("orders.description")}
        actions={
          me.role === "customer" ? (
            <Link
              to="/a/packaging/orders/new"
              className="rounded-tremor-default bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
            >
              {t("orders.new")}
            </Link>
          ) : undefined
        }
      />
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
          <SearchBox
            label={t("orders.search")}
            placeholder={t("orders.searchPlaceholder")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
          <EnumFilter
            label={t("orders.status")}
            value={search.status}
            values={PACKAGING_ORDER_STATUSES}
            allLabel={t("list.all")}
            labelOf={(status) => t(`orderStatus.${status}`)}
            onChange={(status) => setFilter({ status })}
            className="md:w-48"
          />
        </div>
        <PagedResults query={list} loadingRows={5} empty={t("orders.empty")} onPage={setPage}>
          {(items) => (
            <div className={TABLE_WRAPPER}>
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t("fields.number")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.status")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.name")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.quantity")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.location")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.total")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.paymentStatus")}</TableHeaderCell>
                    <TableHeaderCell>{t("fields.createdAt")}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((o) => (
                    <TableRow key={o.id} data-testid="packaging-order-row">
                      <TableCell>
                        <Link
                          to="/a/packaging/orders/$packagingOrderId"
                          params={{ packagingOrderId: o.id }}
                          className="font-medium text-indigo-700 hover:underline"
                        >
                          {o.number}
                        </Link>
                        <span className="block text-xs text-tremor-content">{t(`orderKind.${o.kind}`)}</span>
                      </TableCell>
                      <TableCell>
                        <PackagingOrderStatusBadge status={o.status} />
                      </TableCell>
                      <TableCell>
                        {o.packaging.name}
                        <span className="block text-xs text-tremor-content">{o.packaging.size}</span>
                      </TableCell>
                      <TableCell>{o.quantity}</TableCell>
                      <TableCell>{o.location.name}</TableCell>
                      <TableCell>{money(o.total, o.currencyCode)}</TableCell>
                      <TableCell>{t(`paymentStatus.${o.paymentStatus}`)}</TableCell>
                      <TableCell>{date(o.createdAt)}</TableCell>
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
