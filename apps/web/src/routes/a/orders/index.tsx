import { ORDER_FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_SORTS } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form-field";
import { FulfillmentStatusBadge, PaymentStatusBadge } from "../../../components/orders/status-badges";
import { SearchBox } from "../../../components/organisations/search-box";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { ExportButton } from "../../../components/ui/export-button";
import { FlagFilter } from "../../../components/ui/list-filters";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { LINK_BUTTON } from "../../../components/ui/table";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { keysetListSearch } from "../../../lib/list-search";
import { type OrdersSearch, ordersSearchSchema } from "../../../lib/search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/orders/")({
  validateSearch: (search) => ordersSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "orders"),
  component: OrdersRoute,
});

const PAGE_SIZE = 20;

type Order = RouterOutputs["orders"]["list"]["items"][number];

/** The list's filters as the server takes them (the URL's short names mapped). */
export function orderFilters(search: OrdersSearch) {
  return {
    search: search.search,
    shopId: search.shopId,
    locationId: search.locationId,
    paymentStatus: search.paymentStatus,
    fulfillmentStatus: search.fulfillmentStatus,
    needsLinking: search.needsLinking,
    withoutLocation: search.withoutLocation,
    openClaim: search.openClaim,
    createdFrom: search.from,
    createdTo: search.to,
    sort: search.sort ?? "created_desc",
  };
}

/** The organisation's orders: filters, sort and position in the URL; keyset pages; CSV of the filtered list. */
function OrdersRoute() {
  const { t } = useTranslation("orders");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const filters = orderFilters(search);
  const list = trpc.orders.list.useQuery(
    { ...filters, cursor: search.cursor, direction: search.dir ?? "after", limit: PAGE_SIZE },
    { placeholderData: keepPreviousData, refetchInterval: 15_000 },
  );
  const shops = trpc.shops.list.useQuery();
  const { me } = Route.useRouteContext();
  // Locations are a customer's screen; a merchant still on the waitlist has none to filter by.
  const hasLocations = me.role === "customer";
  const locations = trpc.locations.list.useQuery({ pageSize: 100 }, { enabled: hasLocations });
  const { setFilter, setCursor } = keysetListSearch<OrdersSearch>(navigate);
  const filtered = Object.entries(search).some(([key, value]) => !["cursor", "dir", "sort"].includes(key) && value);

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <div className="flex gap-2">
            <ExportButton
              path="/store/order-export"
              filters={filters}
              fileName="orders.csv"
              label={t("export.button")}
              failedLabel={t("export.failed")}
            />
            <Link to="/a/orders/new" className={LINK_BUTTON}>
              {t("create.button")}
            </Link>
          </div>
        }
      />
      <ListScaffold
        label={t("title")}
        query={list}
        loadingRows={6}
        empty={filtered ? t("emptyFiltered") : t("empty")}
        onCursor={setCursor}
        rowKey={(order) => order.id}
        rowTestId="order-row"
        filtersLabel={t("filters.label")}
        collapseFiltersOnPhone
        filtersClassName="mb-4 grid gap-3 md:grid-cols-3 xl:grid-cols-4"
        filters={
          <>
            <SearchBox label={t("search")} value={search.search} onSearch={(value) => setFilter({ search: value })} />
            <EnumFilter
              label={t("filters.payment")}
              value={search.paymentStatus}
              values={ORDER_PAYMENT_STATUSES}
              allLabel={t("filters.all")}
              labelOf={(status) => t(`paymentStatus.${status}`)}
              onChange={(paymentStatus) => setFilter({ paymentStatus })}
            />
            <EnumFilter
              label={t("filters.fulfilment")}
              value={search.fulfillmentStatus}
              values={ORDER_FULFILLMENT_STATUSES}
              allLabel={t("filters.all")}
              labelOf={(status) => t(`fulfillmentStatus.${status}`)}
              onChange={(fulfillmentStatus) => setFilter({ fulfillmentStatus })}
            />
            <SelectField
              label={t("filters.shop")}
              value={search.shopId ?? ""}
              placeholder={t("filters.allShops")}
              onChange={(e) => setFilter({ shopId: e.target.value || undefined })}
              options={(shops.data?.items ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
            />
            {hasLocations && (
              <SelectField
                label={t("filters.location")}
                value={search.locationId ?? ""}
                placeholder={t("filters.allLocations")}
                onChange={(e) => setFilter({ locationId: e.target.value || undefined })}
                options={(locations.data?.items ?? []).map((location) => ({
                  value: location.id,
                  label: location.name,
                }))}
              />
            )}
            <FormField
              label={t("filters.from")}
              type="date"
              value={search.from ?? ""}
              max={search.to}
              onChange={(e) => setFilter({ from: e.target.value || undefined })}
            />
            <FormField
              label={t("filters.to")}
              type="date"
              value={search.to ?? ""}
              min={search.from}
              onChange={(e) => setFilter({ to: e.target.value || undefined })}
            />
            <SelectField
              label={t("filters.sort")}
              value={search.sort ?? "created_desc"}
              onChange={(e) => setFilter({ sort: e.target.value as OrdersSearch["sort"] })}
              options={ORDER_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
            />
            <FlagFilter
              label={t("needsLinkingOnly")}
              checked={search.needsLinking}
              onChange={(needsLinking) => setFilter({ needsLinking })}
              className="flex items-end"
            />
            <FlagFilter
              label={t("withoutLocationOnly")}
              checked={search.withoutLocation}
              onChange={(withoutLocation) => setFilter({ withoutLocation })}
              className="flex items-end"
            />
            <FlagFilter
              label={t("openClaimOnly")}
              checked={search.openClaim}
              onChange={(openClaim) => setFilter({ openClaim })}
              className="flex items-end"
            />
          </>
        }
        columns={[
          {
            header: t("columns.number"),
            className: "font-medium text-tremor-content-strong",
            cell: (order: Order) => (
              <>
                <Link
                  to="/a/orders/$orderId"
                  params={{ orderId: order.id }}
                  className="text-indigo-700 underline-offset-2 hover:underline"
                >
                  {order.number}
                </Link>
                {order.needsLinking && (
                  <Badge color="amber" className="ml-2" title={t("needsLinkingHint")}>
                    {t("needsLinking")}
                  </Badge>
                )}
              </>
            ),
          },
          { header: t("columns.date"), cell: (order: Order) => formatDate(order.createdAt) },
          { header: t("columns.customer"), value: "user", cell: (order: Order) => order.customerName ?? "—" },
          { header: t("columns.payment"), cell: (order: Order) => <PaymentStatusBadge status={order.paymentStatus} /> },
          {
            header: t("columns.fulfilment"),
            cell: (order: Order) => <FulfillmentStatusBadge status={order.fulfillmentStatus} />,
          },
          {
            header: t("columns.total"),
            headerClassName: "text-right",
            className: "text-right tabular-nums",
            value: "money",
            cell: (order: Order) => money(order.total, order.currencyCode),
          },
          { header: t("columns.shop"), value: "user", cell: (order: Order) => order.shop?.name ?? "—" },
        ]}
      />
    </div>
  );
}
