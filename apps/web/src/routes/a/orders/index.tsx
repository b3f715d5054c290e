import { ORDER_FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_SORTS } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge, Button, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "../../../components/form-field";
import { FulfillmentStatusBadge, PaymentStatusBadge } from "../../../components/orders/status-badges";
import { SearchBox } from "../../../components/organisations/search-box";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { PageHeader } from "../../../components/ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { SelectField } from "../../../components/ui/select-field";
import { LINK_BUTTON, TABLE_WRAPPER } from "../../../components/ui/table";
import { downloadFile } from "../../../lib/downloads";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { type OrdersSearch, ordersSearchSchema } from "../../../lib/search";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/orders/")({
  validateSearch: (search) => ordersSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "/a/orders"),
  component: OrdersRoute,
});

const PAGE_SIZE = 20;

/** The list's filters as the server takes them (the URL's short names mapped). */
export function orderFilters(search: OrdersSearch) {
  return {
    search: search.search,
    shopId: search.shopId,
    locationId: search.locationId,
    paymentStatus: search.paymentStatus,
    fulfillmentStatus: search.fulfillmentStatus,
    needsLinking: search.needsLinking,
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
  const [exporting, setExporting] = useState(false);
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
  // A new filter starts again at the first page.
  const setFilter = (patch: Partial<OrdersSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, cursor: undefined, dir: undefined }) });
  const filtered = Object.entries(search).some(([key, value]) => !["cursor", "dir", "sort"].includes(key) && value);

  async function exportCsv() {
    setExporting(true);
    const query = new URLSearchParams(
      Object.entries(filters)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const ok = await downloadFile(`/store/order-export?${query}`, "orders.csv");
    setExporting(false);
    if (!ok) toast.error(t("export.failed"));
  }

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
              {t("export.button")}
            </Button>
            <Link to="/a/orders/new" className={LINK_BUTTON}>
              {t("create.button")}
            </Link>
          </div>
        }
      />
      <Card>
        <section className="mb-4 grid gap-3 md:grid-cols-3 xl:grid-cols-4" aria-label={t("filters.label")}>
          <SearchBox label={t("search")} value={search.search} onSearch={(value) => setFilter({ search: value })} />
          <SelectField
            label={t("filters.payment")}
            value={search.paymentStatus ?? ""}
            placeholder={t("filters.all")}
            onChange={(e) =>
              setFilter({ paymentStatus: (e.target.value || undefined) as OrdersSearch["paymentStatus"] })
            }
            options={ORDER_PAYMENT_STATUSES.map((value) => ({ value, label: t(`paymentStatus.${value}`) }))}
          />
          <SelectField
            label={t("filters.fulfillment")}
            value={search.fulfillmentStatus ?? ""}
            placeholder={t("filters.all")}
            onChange={(e) =>
              setFilter({ fulfillmentStatus: (e.target.value || undefined) as OrdersSearch["fulfillmentStatus"] })
            }
            options={ORDER_FULFILLMENT_STATUSES.map((value) => ({ value, label: t(`fulfillmentStatus.${value}`) }))}
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
              options={(locations.data?.items ?? []).map((location) => ({ value: location.id, label: location.name }))}
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
          <div className="flex items-end">
            <CheckboxField
              label={t("needsLinkingOnly")}
              checked={search.needsLinking === true}
              onChange={(event) => setFilter({ needsLinking: event.target.checked ? true : undefined })}
            />
          </div>
        </section>
        {list.isPending ? (
          <LoadingBlock rows={6} />
        ) : list.isError ? (
          <ErrorCallout error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState>{filtered ? t("emptyFiltered") : t("empty")}</EmptyState>
        ) : (
          <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <div className={TABLE_WRAPPER}>
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t("columns.number")}</TableHeaderCell>
                    <TableHeaderCell>{t("columns.date")}</TableHeaderCell>
                    <TableHeaderCell>{t("columns.customer")}</TableHeaderCell>
                    <TableHeaderCell>{t("columns.payment")}</TableHeaderCell>
                    <TableHeaderCell>{t("columns.fulfillment")}</TableHeaderCell>
                    <TableHeaderCell className="text-right">{t("columns.total")}</TableHeaderCell>
                    <TableHeaderCell>{t("columns.shop")}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.items.map((order) => (
                    <TableRow key={order.id} data-testid="order-row">
                      <TableCell className="font-medium text-tremor-content-strong">
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
                      </TableCell>
                      <TableCell>{formatDate(order.createdAt)}</TableCell>
                      <TableCell>{order.customerName ?? "—"}</TableCell>
                      <TableCell>
                        <PaymentStatusBadge status={order.paymentStatus} />
                      </TableCell>
                      <TableCell>
                        <FulfillmentStatusBadge status={order.fulfillmentStatus} />
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {money(order.total, order.currencyCode)}
                      </TableCell>
                      <TableCell>{order.shop?.name ?? "—"}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <nav className="mt-4 flex items-center justify-end gap-2" aria-label={t("pager.label")}>
              <Button
                variant="secondary"
                size="xs"
                disabled={!list.data.prevCursor}
                onClick={() =>
                  void navigate({
                    search: (previous) => ({ ...previous, cursor: list.data.prevCursor ?? undefined, dir: "before" }),
                  })
                }
              >
                {t("pager.previous")}
              </Button>
              <Button
                variant="secondary"
                size="xs"
                disabled={!list.data.nextCursor}
                onClick={() =>
                  void navigate({
                    search: (previous) => ({ ...previous, cursor: list.data.nextCursor ?? undefined, dir: undefined }),
                  })
                }
              >
                {t("pager.next")}
              </Button>
            </nav>
          </div>
        )}
      </Card>
    </div>
  );
}
