import type { OrderFulfillmentStatus, OrderPaymentStatus } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Badge, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../components/organisations/search-box";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { PageHeader } from "../../components/ui/page-header";
import { PagedResults } from "../../components/ui/query-state";
import { TABLE_WRAPPER } from "../../components/ui/table";
import { useFormatDate } from "../../lib/format";
import { allowArea } from "../../lib/guards";
import { ordersSearchSchema, PAGE_SIZE } from "../../lib/search";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/orders")({
  validateSearch: (search) => ordersSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "/a/orders"),
  component: OrdersRoute,
});

const PAYMENT_COLOR: Partial<Record<OrderPaymentStatus, "emerald" | "amber" | "rose" | "gray">> = {
  captured: "emerald",
  awaiting: "amber",
  not_paid: "amber",
  requires_action: "rose",
  canceled: "gray",
  refunded: "gray",
};
const FULFILMENT_COLOR: Partial<Record<OrderFulfillmentStatus, "emerald" | "amber" | "blue" | "gray" | "rose">> = {
  shipped: "blue",
  fulfilled: "emerald",
  not_fulfilled: "amber",
  canceled: "gray",
  requires_action: "rose",
};

function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: string) => {
    const code = currency.toUpperCase();
    const digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
      .maximumFractionDigits;
    return new Intl.NumberFormat(i18n.language, { style: "currency", currency: code }).format(
      minor / 10 ** (digits ?? 2),
    );
  };
}

/** The organisation's orders (from its shops): number, date, customer, payment, fulfilment, total, shop, linking. */
function OrdersRoute() {
  const { t } = useTranslation("orders");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const formatDate = useFormatDate();
  const money = useMoney();
  const page = search.page ?? 1;
  const list = trpc.orders.list.useQuery(
    { search: search.search, shopId: search.shopId, needsLinking: search.needsLinking, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData, refetchInterval: 10_000 },
  );
  const setFilter = (patch: Partial<typeof search>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }) });

  return (
    <div>
      <PageHeader title={t("title")} description={t("intro")} />
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <SearchBox label={t("search")} value={search.search} onSearch={(value) => setFilter({ search: value })} />
          <CheckboxField
            label={t("needsLinkingOnly")}
            checked={search.needsLinking === true}
            onChange={(event) => setFilter({ needsLinking: event.target.checked ? true : undefined })}
          />
        </div>
        <PagedResults
          query={list}
          loadingRows={6}
          empty={t("empty")}
          onPage={(next) =>
            void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
          }
        >
          {(items) => (
            <>
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
                    {items.map((order) => (
                      <TableRow key={order.id} data-testid="order-row">
                        <TableCell className="font-medium text-tremor-content-strong">
                          {order.number}
                          {order.needsLinking && (
                            <Badge color="amber" className="ml-2" title={t("needsLinkingHint")}>
                              {t("needsLinking")}
                            </Badge>
                          )}
                        </TableCell>
                        <TableCell>{formatDate(order.createdAt)}</TableCell>
                        <TableCell>{order.customerName ?? "—"}</TableCell>
                        <TableCell>
                          <Badge color={PAYMENT_COLOR[order.paymentStatus as OrderPaymentStatus] ?? "gray"}>
                            {t(`paymentStatus.${order.paymentStatus}`)}
                          </Badge>
                        </TableCell>
                        <TableCell>
                          <Badge color={FULFILMENT_COLOR[order.fulfillmentStatus as OrderFulfillmentStatus] ?? "gray"}>
                            {t(`fulfillmentStatus.${order.fulfillmentStatus}`)}
                          </Badge>
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
            </>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}
