import { STOCK_ORDER_STATUSES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import {
  ArrivalWindow,
  StockOrderStatusBadge,
  useStockListStates,
} from "../../../components/stock-orders/stock-order-parts";
import { LinkButton } from "../../../components/ui/link-button";
import { enumFilter, FlagFilter, ListFilters } from "../../../components/ui/list-filters";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { RecordLink } from "../../../components/ui/record-link";
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
        description={t(me.role === "support" ? "introSupport" : me.role === "supplier" ? "introSupplier" : "intro")}
        actions={customer ? <LinkButton to="/a/stock-orders/new">{t("new")}</LinkButton> : undefined}
      />
      <ListScaffold
        label={t("title")}
        query={list}
        {...states}
        onPage={setPage}
        rowKey={(order) => order.id}
        rowTestId="stock-order-row"
        filters={
          <ListFilters
            search={search}
            setFilter={setFilter}
            searchLabel={t("list.search")}
            searchPlaceholder={t("list.searchPlaceholder")}
            allLabel={t("list.all")}
            enums={[enumFilter("status", STOCK_ORDER_STATUSES, t("list.status"), (v) => t(`status.${v}`), "md:w-48")]}
          >
            <FlagFilter
              label={t("list.toShipOnly")}
              checked={search.toShip}
              onChange={(toShip) => setFilter({ toShip })}
            />
          </ListFilters>
        }
        columns={[
          {
            header: t("list.number"),
            cell: (order: StockOrder) => (
              <>
                <RecordLink to="/a/stock-orders/$stockOrderId" params={{ stockOrderId: order.id }}>
                  #{order.number}
                </RecordLink>
                <span className="block text-xs text-tremor-content">
                  {t("list.items")}: {order.itemCount}
                </span>
              </>
            ),
          },
          { header: t("list.date"), cell: (order: StockOrder) => formatDate(order.createdAt) },
          {
            header: customer ? t("list.supplier") : t("list.merchant"),
            wrap: true,
            value: "user",
            cell: (order: StockOrder) => (customer ? order.supplier.name : order.organisation.name),
          },
          { header: t("list.location"), wrap: true, value: "user", cell: (order: StockOrder) => order.location.name },
          {
            header: t("list.importMethod"),
            wrap: true,
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
            wrap: true,
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
            value: "money",
            cell: (order: StockOrder) => formatMoney(order.total, order.currencyCode),
          },
        ]}
      />
    </div>
  );
}
