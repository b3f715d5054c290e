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
 * One colour per fulfilment status, whatever statuses the range holds: neighbouring states get
 * distinct hues (Fulfilled emerald, Partially fulfilled sky, Not fulfilled amber), never two shades
 * of one (the palette is tailwind.config's safelist).
 */
const STATUS_COLORS: Record<string, string> = {
  not_fulfilled: "amber",
  partially_fulfilled: "sky",
  fulfilled: "emerald",
  partially_shipped: "violet",
  shipped: "indigo",
  partially_returned: "teal",
  returned: "gray",
  canceled: "gray",
  requires_action: "rose",
};
const statusColor = (status: string) => STATUS_COLORS[status] ?? "gray";

export function CustomerDashboard() {
  const { t } = useTranslation(["dashboard", "orders"]);
  const format = useDashboardFormat();
  const query = trpc.dashboard.customer.useQuery();
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  const { orders, attention, invoices } = query.data;
  const range = { from: orders.from, to: orders.to };
  const statusLabel = (status: string) => t(`orders:fulfillmentStatus.${status}`);
  const statuses = orders.statuses.length > 0 ? orders.statuses : ["not_fulfilled"];
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
