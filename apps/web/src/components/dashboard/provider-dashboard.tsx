import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { ChartFigure } from "./chart-figure";
import { useDashboardFormat } from "./dashboard-format";
import { KpiCard, KpiGrid } from "./kpi-card";

/** The service provider's bookings by status, and what they earned. */
export function ProviderDashboard() {
  const { t } = useTranslation(["dashboard", "bookings"]);
  const format = useDashboardFormat();
  const query = trpc.dashboard.serviceProvider.useQuery();
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  const { byStatus, revenue, upcoming } = query.data;
  const count = (status: string) => byStatus.find((row) => row.status === status)?.count ?? 0;
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);
  const countLabel = t("dashboard:chart.count");
  return (
    <div className="space-y-6">
      <KpiGrid label={t("dashboard:figures")}>
        <KpiCard
          testId="kpi-revenue"
          label={t("dashboard:provider.revenue")}
          value={format.money(revenue)}
          hint={t("dashboard:provider.completed", { count: count("completed") })}
          link={{ to: "/a/bookings", search: { status: "completed" } }}
        />
        <KpiCard
          testId="kpi-pending"
          label={t("dashboard:provider.pending")}
          value={format.number(count("pending"))}
          link={{ to: "/a/bookings", search: { status: "pending" } }}
        />
        <KpiCard
          testId="kpi-confirmed"
          label={t("dashboard:provider.confirmed")}
          value={format.number(count("confirmed"))}
          hint={t("dashboard:provider.upcoming", { amount: format.money(upcoming) })}
          link={{ to: "/a/bookings", search: { status: "confirmed" } }}
        />
      </KpiGrid>
      <ChartFigure
        testId="chart-bookings"
        kind="bar"
        title={t("dashboard:provider.chartTitle")}
        summary={t("dashboard:provider.chartSummary", { count: total })}
        data={byStatus.map((row) => ({ status: t(`bookings:status.${row.status}`), [countLabel]: row.count }))}
        index="status"
        categories={[countLabel]}
        colors={["emerald"]}
        valueFormatter={format.number}
        table={{
          columns: [t("dashboard:chart.status"), countLabel, t("dashboard:chart.amount")],
          rows: byStatus.map((row) => [
            t(`bookings:status.${row.status}`),
            format.number(row.count),
            format.money(row.amounts),
          ]),
        }}
      />
    </div>
  );
}
