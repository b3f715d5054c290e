import { STOCK_ORDER_STATUSES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../components/organisations/search-box";
import {
  ArrivalWindow,
  StockOrderStatusBadge,
  StockQueryState,
} from "../../../components/stock-orders/stock-order-parts";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { PageHeader } from "../../../components/ui/page-header";
import { Pagination } from "../../../components/ui/pagination";
import { LINK_BUTTON, TABLE_WRAPPER } from "../../../components/ui/table";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { PAGE_SIZE, stockOrdersSearchSchema } from "../../../lib/search";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/stock-orders/")({
  validateSearch: (search) => stockOrdersSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "stockOrders"),
  component: StockOrdersRoute,
});

/** The merchant's stock orders; a supplier's for its products; support's all. */
function StockOrdersRoute() {
  const { t } = useTranslation("stockOrders");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const page = search.page ?? 1;
  const list = trpc.stockOrders.list.useQuery(
    { search: search.search, status: search.status, toShip: search.toShip, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          me.role === "customer" ? (
            <Link to="/a/stock-orders/new" className={LINK_BUTTON}>
              {t("new")}
            </Link>
          ) : undefined
        }
      />
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
          <SearchBox
            label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            value={search.search}
            onSearch={(value) => setFilter({ search: value })}
          />
          <EnumFilter
            label={t("list.status")}
            value={search.status}
            values={STOCK_ORDER_STATUSES}
            allLabel={t("list.all")}
            labelOf={(status) => t(`status.${status}`)}
            onChange={(status) => setFilter({ status })}
            className="md:w-48"
          />
          <CheckboxField
            label={t("list.toShipOnly")}
            checked={search.toShip === true}
            onChange={(event) => setFilter({ toShip: event.target.checked ? true : undefined })}
          />
        </div>
        <StockQueryState query={list} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
              <div className={TABLE_WRAPPER}>
                <Table>
                  <TableHead>
                    <TableRow>
                      <TableHeaderCell>{t("list.number")}</TableHeaderCell>
                      <TableHeaderCell>{t("list.date")}</TableHeaderCell>
                      <TableHeaderCell>
                        {me.role === "customer" ? t("list.supplier") : t("list.merchant")}
                      </TableHeaderCell>
                      <TableHeaderCell>{t("list.location")}</TableHeaderCell>
                      <TableHeaderCell>{t("list.importMethod")}</TableHeaderCell>
                      <TableHeaderCell>{t("list.status")}</TableHeaderCell>
                      <TableHeaderCell className="text-right">{t("list.total")}</TableHeaderCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((order) => (
                      <TableRow key={order.id} data-testid="stock-order-row">
                        <TableCell>
                          <Link
                            to="/a/stock-orders/$stockOrderId"
                            params={{ stockOrderId: order.id }}
                            className="font-medium text-indigo-700 hover:underline"
                          >
                            #{order.number}
                          </Link>
                          <span className="block text-xs text-tremor-content">
                            {t("list.items")}: {order.itemCount}
                          </span>
                        </TableCell>
                        <TableCell>{formatDate(order.createdAt)}</TableCell>
                        <TableCell>{me.role === "customer" ? order.supplier.name : order.organisation.name}</TableCell>
                        <TableCell>{order.location.name}</TableCell>
                        <TableCell>
                          {t(`importMethod.${order.importMethod}`)}
                          {order.expectedArrival && (
                            <span className="block text-xs text-tremor-content">
                              <ArrivalWindow window={order.expectedArrival} />
                            </span>
                          )}
                        </TableCell>
                        <TableCell>
                          <StockOrderStatusBadge status={order.status} />
                          <span className="block text-xs text-tremor-content">{t(`step.${order.step}`)}</span>
                        </TableCell>
                        <TableCell className="text-right">{formatMoney(order.total, order.currencyCode)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </div>
          )}
        </StockQueryState>
      </Card>
    </div>
  );
}
