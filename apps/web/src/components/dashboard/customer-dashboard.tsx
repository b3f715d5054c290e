import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { StockHintCard } from "../stock-orders/stock-hint-card";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { ChartFigure } from "./chart-figure";
import { useDashboardFormat } from "./dashboard-format";
import { GettingStartedCard } from "./getting-started-card";
import { KpiCard, KpiGrid } from "./kpi-card";

/** The customer's first question: how are my orders doing, and what needs me? */
/**
 * One colour per fulfilment status, whatever statuses the range holds. The three that carry the
 * chart are tailwind.config's `fulfilment` colours: Not fulfilled orange, Partially fulfilled dark
 * blue, Fulfilled emerald, each at least 3 : 1 against the card and the middle one against both
 * neighbours (the others are Tremor hues from tailwind.config's safelist).
 */
const STATUS_COLORS: Record<string, string> = {
  not_fulfilled: "fulfilment-none",
  partially_fulfilled: "fulfilment-partial",
  fulfilled: "fulfilment-done",
  partially_shipped: "violet",
  shipped: "indigo",
  partially_returned: "teal",
  returned: "gray",
  canceled: "gray",
  requires_action: "rose",
};
const statusColor = (status: string) => STATUS_COLORS[status] ?? "gray";
/** The stacking order: the server lists the statuses most frequent first, the chart in the order of the work. */
const STATUS_ORDER = Object.keys(STATUS_COLORS);
const rank = (status: string) => {
  const index = STATUS_ORDER.indexOf(status);
  return index < 0 ? STATUS_ORDER.length : index;
};
const byWork = (a: string, b: string) => rank(a) - rank(b);

export function CustomerDashboard() {
  const { t } = useTranslation(["dashboard", "orders"]);
  const format = useDashboardFormat();
  const query = trpc.dashboard.customer.useQuery();
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  const { orders, attention, invoices } = query.data;
  const range = { from: orders.from, to: orders.to };
  const statusLabel = (status: string) => t(`orders:fulfillmentStatus.${status}`);
  const statuses = orders.statuses.length > 0 ? [...orders.statuses].sort(byWork) : ["not_fulfilled"];
  const chartRows = orders.days.map((entry) => ({
    day: format.day(entry.day),
    ...Object.fromEntries(statuses.map((status) => [statusLabel(status), entry.byStatus[status] ?? 0])),
  }));
  return (
    <div className="space-y-6">
      <GettingStartedCard />
      <KpiGrid label={t("dashboard:figures")}>
        <KpiCard
          testId="kpi-orders"
          label={t("dashboard:customer.orders")}
          value={format.number(orders.orders)}
          link={{ to: "/a/orders", search: range }}
        />
        <KpiCard
          testId="kpi-revenue"
          label={t("dashboard:customer.revenue")}
          value={format.money(orders.revenue)}
          hint={t("dashboard:customer.revenueHint")}
          link={{ to: "/a/orders", search: range }}
        />
        <KpiCard
          testId="kpi-needs-linking"
          label={t("dashboard:customer.needsLinking")}
          value={format.number(attention.needsLinking)}
          link={{ to: "/a/orders", search: { needsLinking: true } }}
        />
        <KpiCard
          testId="kpi-without-location"
          label={t("dashboard:customer.withoutLocation")}
          value={format.number(attention.withoutLocation)}
          link={{ to: "/a/orders", search: { withoutLocation: true } }}
        />
        <KpiCard
          testId="kpi-open-claims"
          label={t("dashboard:customer.openClaims")}
          value={format.number(attention.openClaims)}
          link={{ to: "/a/orders", search: { openClaim: true } }}
        />
        <KpiCard
          testId="kpi-unpaid-invoices"
          label={t("dashboard:customer.unpaid")}
          value={format.number(invoices.unpaid.count)}
          hint={t("dashboard:invoices.overdueHint", {
            count: invoices.overdue.count,
            amount: format.money(invoices.unpaid.amounts),
          })}
          link={{ to: "/a/invoices", search: { payment: "unpaid" } }}
        />
        <KpiCard
          testId="kpi-overdue-invoices"
          label={t("dashboard:customer.overdue")}
          value={format.number(invoices.overdue.count)}
          hint={format.money(invoices.overdue.amounts)}
          link={{ to: "/a/invoices", search: { payment: "overdue" } }}
        />
      </KpiGrid>
      <ChartFigure
        testId="chart-orders-per-day"
        kind="stackedBar"
        title={t("dashboard:customer.chartTitle")}
        summary={t("dashboard:customer.chartSummary", {
          count: orders.orders,
          from: format.dayInText(orders.from),
          to: format.dayInText(orders.to),
        })}
        data={chartRows}
        index="day"
        categories={statuses.map(statusLabel)}
        colors={statuses.map(statusColor)}
        valueFormatter={format.number}
        table={{
          columns: [t("dashboard:chart.day"), ...statuses.map(statusLabel)],
          rows: orders.days
            .filter((entry) => Object.keys(entry.byStatus).length > 0)
            .map((entry) => [
              format.day(entry.day),
              ...statuses.map((status) => format.number(entry.byStatus[status] ?? 0)),
            ]),
        }}
      />
      <StockHintCard />
    </div>
  );
}
