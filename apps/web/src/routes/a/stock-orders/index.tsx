import { STOCK_ORDER_STATUSES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../components/organisations/search-box";
import {
  ArrivalWindow,
  StockOrderStatusBadge,
  useStockListStates,
} from "../../../components/stock-orders/stock-order-parts";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { LINK_BUTTON } from "../../../components/ui/table";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { PAGE_SIZE, stockOrdersSearchSchema } from "../../../lib/search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/stock-orders/")({
  validateSearch: (search) => stockOrdersSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "stockOrders"),
  component: StockOrdersRoute,
});

type StockOrder = RouterOutputs["stockOrders"]["list"]["items"][number];

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
  const states = useStockListStates();
  const customer = me.role === "customer";

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          customer ? (
            <Link to="/a/stock-orders/new" className={LINK_BUTTON}>
              {t("new")}
            </Link>
          ) : undefined
        }
      />
      <ListScaffold
        label={t("title")}
        query={list}
        {...states}
        onPage={setPage}
        rowKey={(order) => order.id}
        rowTestId="stock-order-row"
        filters={
          <>
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
          </>
        }
        columns={[
          {
            header: t("list.number"),
            cell: (order: StockOrder) => (
              <>
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
              </>
            ),
          },
          { header: t("list.date"), cell: (order: StockOrder) => formatDate(order.createdAt) },
          {
            header: customer ? t("list.supplier") : t("list.merchant"),
            cell: (order: StockOrder) => (customer ? order.supplier.name : order.organisation.name),
          },
          { header: t("list.location"), cell: (order: StockOrder) => order.location.name },
          {
            header: t("list.importMethod"),
            cell: (order: StockOrder) => (
              <>
                {t(`importMethod.${order.importMethod}`)}
                {order.expectedArrival && (
                  <span className="block text-xs text-tremor-content">
                    <ArrivalWindow window={order.expectedArrival} />
                  </span>
                )}
              </>
            ),
          },
          {
            header: t("list.status"),
            cell: (order: StockOrder) => (
              <>
                <StockOrderStatusBadge status={order.status} />
                <span className="block text-xs text-tremor-content">{t(`step.${order.step}`)}</span>
              </>
            ),
          },
          {
            header: t("list.total"),
            headerClassName: "text-right",
            className: "text-right",
            cell: (order: StockOrder) => formatMoney(order.total, order.currencyCode),
          },
        ]}
      />
    </div>
  );
}
