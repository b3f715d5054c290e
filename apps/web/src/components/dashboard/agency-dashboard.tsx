import { Link } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";
import { EmptyState, ErrorCallout, LoadingBlock } from "../ui/query-state";
import { UserText } from "../ui/user-text";
import { ChartFigure } from "./chart-figure";
import { eurosOf, useDashboardFormat } from "./dashboard-format";
import { KpiCard, KpiGrid } from "./kpi-card";

/** The agency's clients with orders and revenue per month, and the margin earned on them. */
export function AgencyDashboard() {
  const { t } = useTranslation("dashboard");
  const format = useDashboardFormat();
  const query = trpc.dashboard.agency.useQuery();
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  const { clients, months, margin } = query.data;
  const orders = months.reduce((sum, month) => sum + month.orders, 0);
  const revenue = months.flatMap((month) => month.revenue);
  const revenueTotal = [...new Set(revenue.map((money) => money.currency))].map((currency) => ({
    currency,
    amount: revenue.filter((money) => money.currency === currency).reduce((sum, money) => sum + money.amount, 0),
  }));
  const revenueLabel = t("agency.revenueSeries");
  return (
    <div className="space-y-6">
      <KpiGrid label={t("figures")}>
        <KpiCard
          testId="kpi-clients"
          label={t("agency.clients")}
          value={format.number(clients.length)}
          link={{ to: "/a/organisations", search: { type: "merchant" } }}
        />
        <KpiCard
          testId="kpi-client-orders"
          label={t("agency.orders")}
          value={format.number(orders)}
          hint={format.money(revenueTotal)}
          link={{ to: "/a/invoices" }}
        />
        <KpiCard
          testId="kpi-margin"
          label={t("agency.marginEarned")}
          value={format.money(margin.paid.amounts)}
          hint={t("agency.marginInvoiced", { amount: format.money(margin.invoiced.amounts) })}
          link={{ to: "/a/agency-margin" }}
        />
      </KpiGrid>
      <ChartFigure
        testId="chart-client-revenue"
        kind="area"
        title={t("agency.chartTitle")}
        summary={t("agency.chartSummary", { count: orders, amount: format.money(revenueTotal) })}
        data={months.map((month) => ({ month: format.month(month.month), [revenueLabel]: eurosOf(month.revenue) }))}
        index="month"
        categories={[revenueLabel]}
        colors={["violet"]}
        valueFormatter={format.euros}
        table={{
          columns: [t("chart.month"), t("agency.ordersSeries"), revenueLabel],
          rows: months.map((month) => [
            format.month(month.month),
            format.number(month.orders),
            format.money(month.revenue),
          ]),
        }}
      />
      <section aria-labelledby="agency-clients-title">
        <h2 id="agency-clients-title" className="mb-3 text-lg font-semibold text-tremor-content-strong">
          {t("agency.clientsTitle")}
        </h2>
        {clients.length === 0 ? (
          <EmptyState>{t("agency.noClients")}</EmptyState>
        ) : (
          <Card className="p-0">
            <DataTable
              label={t("agency.clientsTitle")}
              rows={clients}
              rowKey={(client) => client.id}
              columns={[
                {
                  header: t("agency.client"),
                  cell: (client) => (
                    <Link
                      to="/a/organisations/$organisationId"
                      params={{ organisationId: client.id }}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      <UserText>{client.name}</UserText>
                    </Link>
                  ),
                },
                {
                  header: t("agency.ordersSeries"),
                  headerClassName: "text-right",
                  className: "text-right",
                  cell: (client) => format.number(client.orders),
                },
                {
                  header: revenueLabel,
                  headerClassName: "text-right",
                  className: "text-right",
                  cell: (client) => format.money(client.revenue),
                },
              ]}
            />
          </Card>
        )}
      </section>
    </div>
  );
}
