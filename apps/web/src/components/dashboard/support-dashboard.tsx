import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { CardDisputes } from "./card-disputes";
import { ChartFigure } from "./chart-figure";
import { useDashboardFormat } from "./dashboard-format";
import { FailedCardEvents } from "./failed-card-events";
import { FailedDeliveries } from "./failed-deliveries";
import { KpiCard, KpiGrid } from "./kpi-card";
import { SelfCheckFindings } from "./self-check-findings";
import { ShopDrifts } from "./shop-drifts";
import { ShopsWithoutOrdersAccess } from "./shops-without-orders-access";
import { StripeReconciliation } from "./stripe-reconciliation";

const OUTCOMES = ["delivered", "retried", "failed"] as const;

/** Support's first question: what waits for the platform team? */
export function SupportDashboard() {
  const { t } = useTranslation("dashboard");
  const format = useDashboardFormat();
  const query = trpc.dashboard.support.useQuery();
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  const { queue, chats, intake, selfCheck } = query.data;
  const outcomeLabel = (outcome: (typeof OUTCOMES)[number]) => t(`support.outcome.${outcome}`);
  return (
    <div className="space-y-6">
      <KpiGrid label={t("figures")}>
        <KpiCard
          testId="kpi-waitlist"
          label={t("support.waitlist")}
          value={format.number(queue.waitlist)}
          link={{ to: "/a/waitlist" }}
        />
        <KpiCard
          testId="kpi-claims-pending"
          label={t("support.claimsPending")}
          value={format.number(queue.claimsPending)}
          link={{ to: "/a/claims", search: { status: "pending" } }}
        />
        <KpiCard
          testId="kpi-chats-waiting"
          label={t("support.chatsWaiting")}
          value={format.number(chats.total)}
          hint={t("support.outsideHours", { count: chats.outsideSupplierHours })}
          link={{ to: "/a/chats", search: { tab: chats.bySubject[0]?.subjectType, waiting: true } }}
        />
        <KpiCard
          testId="kpi-overdue-invoices"
          label={t("support.overdueInvoices")}
          value={format.number(queue.overdueInvoices)}
          link={{ to: "/a/invoices", search: { payment: "overdue" } }}
        />
        <KpiCard
          testId="kpi-intake-failed"
          label={t("support.intakeFailed")}
          value={format.number(intake.failed)}
          hint={t("support.intakeRetried", { count: intake.retried, total: format.number(intake.total) })}
          link={{ to: "/a/dashboard/$role", params: { role: "support" }, hash: "failed-deliveries" }}
        />
      </KpiGrid>
      <ChartFigure
        testId="chart-intake"
        kind="stackedBar"
        title={t("support.intakeTitle")}
        summary={t("support.intakeSummary", {
          count: intake.total,
          total: format.number(intake.total),
          retried: format.number(intake.retried),
          failed: format.number(intake.failed),
        })}
        data={intake.days.map((day) => ({
          day: format.day(day.day),
          ...Object.fromEntries(OUTCOMES.map((outcome) => [outcomeLabel(outcome), day[outcome]])),
        }))}
        index="day"
        categories={OUTCOMES.map(outcomeLabel)}
        colors={["intake-delivered", "intake-retried", "intake-failed"]}
        valueFormatter={format.number}
        table={{
          columns: [t("chart.day"), ...OUTCOMES.map(outcomeLabel)],
          rows: intake.days.map((day) => [
            format.day(day.day),
            ...OUTCOMES.map((outcome) => format.number(day[outcome])),
          ]),
        }}
      />
      <div id="shops-without-orders-access">
        <ShopsWithoutOrdersAccess />
      </div>
      <div id="failed-deliveries">
        <FailedDeliveries />
      </div>
      <div id="failed-card-events">
        <FailedCardEvents />
      </div>
      <div id="card-disputes">
        <CardDisputes />
      </div>
      <div id="shop-drifts">
        <ShopDrifts />
      </div>
      <div id="stripe-reconciliation">
        <StripeReconciliation />
      </div>
      <div id="self-check">
        <SelfCheckFindings selfCheck={selfCheck} />
      </div>
    </div>
  );
}
