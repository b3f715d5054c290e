import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { ChartFigure } from "./chart-figure";
import { eurosOf, useDashboardFormat } from "./dashboard-format";
import { KpiCard, KpiGrid } from "./kpi-card";

/** A disabled organisation keeps its invoices: what is due and what is paid. */
export function DisabledDashboard() {
  const { t } = useTranslation("dashboard");
  const format = useDashboardFormat();
  const query = trpc.dashboard.disabledCustomer.useQuery();
  if (query.isPending) return <LoadingBlock rows={3} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  const { unpaid, overdue, paid } = query.data.invoices;
  const slices = [
    { label: t("disabled.due"), value: eurosOf(unpaid.amounts), amounts: unpaid.amounts, count: unpaid.count },
    { label: t("disabled.paid"), value: eurosOf(paid.amounts), amounts: paid.amounts, count: paid.count },
  ];
  return (
    <div className="space-y-6">
      <KpiGrid label={t("figures")}>
        <KpiCard
          testId="kpi-invoices-due"
          label={t("disabled.due")}
          value={format.money(unpaid.amounts)}
          hint={t("disabled.dueHint", { count: unpaid.count, overdue: overdue.count })}
          link={{ to: "/a/invoices", search: { payment: "unpaid" } }}
        />
        <KpiCard
          testId="kpi-invoices-paid"
          label={t("disabled.paid")}
          value={format.money(paid.amounts)}
          hint={t("disabled.paidHint", { count: paid.count })}
          link={{ to: "/a/invoices", search: { status: "paid" } }}
        />
      </KpiGrid>
      <ChartFigure
        testId="chart-invoices"
        kind="donut"
        title={t("disabled.chartTitle")}
        summary={t("disabled.chartSummary", { due: format.money(unpaid.amounts), paid: format.money(paid.amounts) })}
        data={slices.map((slice) => ({ name: slice.label, amount: slice.value }))}
        index="name"
        categories={["amount"]}
        colors={["rose", "emerald"]}
        valueFormatter={format.euros}
        table={{
          columns: [t("chart.status"), t("chart.count"), t("chart.amount")],
          rows: slices.map((slice) => [slice.label, format.number(slice.count), format.money(slice.amounts)]),
        }}
      />
    </div>
  );
}
