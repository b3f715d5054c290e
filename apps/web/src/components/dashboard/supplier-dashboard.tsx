import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { ChartFigure } from "./chart-figure";
import { useDashboardFormat } from "./dashboard-format";
import { KpiCard, KpiGrid } from "./kpi-card";

/** Product request statuses as the products namespace names them ("n/a" → "na"). */
const statusKey = (status: string) => `products:status.${status === "n/a" ? "na" : status}`;

/** The supplier's open work: chats, stock orders to confirm or ship, product requests assigned. */
export function SupplierDashboard() {
  const { t } = useTranslation(["dashboard", "products"]);
  const format = useDashboardFormat();
  const query = trpc.dashboard.supplier.useQuery();
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  const work = query.data;
  const requests = work.requests.reduce((sum, row) => sum + row.count, 0);
  const countLabel = t("dashboard:chart.count");
  const items = [
    { label: t("dashboard:supplier.waitingShort"), count: work.waitingChats },
    { label: t("dashboard:supplier.toConfirm"), count: work.toConfirm },
    { label: t("dashboard:supplier.toShip"), count: work.toShip },
    ...work.requests.map((row) => ({
      label: t("dashboard:supplier.requestsIn", { status: t(statusKey(row.status)) }),
      count: row.count,
    })),
  ];
  return (
    <div className="space-y-6">
      <KpiGrid label={t("dashboard:figures")}>
        <KpiCard
          testId="kpi-open-chats"
          label={t("dashboard:supplier.openChats")}
          value={format.number(work.openChats)}
          hint={t("dashboard:supplier.waiting", { count: work.waitingChats })}
          link={{ to: "/a/chats", search: { status: "open" } }}
        />
        <KpiCard
          testId="kpi-to-confirm"
          label={t("dashboard:supplier.toConfirm")}
          value={format.number(work.toConfirm)}
          link={{ to: "/a/stock-orders", search: { status: "pending" } }}
        />
        <KpiCard
          testId="kpi-to-ship"
          label={t("dashboard:supplier.toShip")}
          value={format.number(work.toShip)}
          link={{ to: "/a/stock-orders", search: { toShip: true } }}
        />
        <KpiCard
          testId="kpi-requests"
          label={t("dashboard:supplier.requests")}
          value={format.number(requests)}
          link={{ to: "/a/product-requests" }}
        />
      </KpiGrid>
      <ChartFigure
        testId="chart-supplier-work"
        kind="bar"
        title={t("dashboard:supplier.chartTitle")}
        summary={t("dashboard:supplier.chartSummary", { count: work.toConfirm + work.toShip + work.waitingChats })}
        data={items.map((item) => ({ item: item.label, [countLabel]: item.count }))}
        index="item"
        categories={[countLabel]}
        colors={["teal"]}
        valueFormatter={format.number}
        table={{
          columns: [t("dashboard:supplier.workItem"), countLabel],
          rows: items.map((item) => [item.label, format.number(item.count)]),
        }}
      />
    </div>
  );
}
