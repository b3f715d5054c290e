import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { PlainCard } from "../ui/plain-tremor";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { useDashboardFormat } from "./dashboard-format";
import { KpiCard, KpiGrid } from "./kpi-card";

type StepState = "done" | "current" | "upcoming" | "declined";
type Step = { key: string; state: StepState; title: string; body: string; link?: { to: "/a/shops"; label: string } };

const MARK: Record<StepState, string> = {
  done: "bg-emerald-700 text-white",
  current: "bg-indigo-700 text-white",
  upcoming: "bg-white text-tremor-content-strong ring-1 ring-tremor-border",
  declined: "bg-rose-700 text-white",
};

/** Where the application stands and what happens next, as a stepper. */
export function WaitlistDashboard() {
  const { t } = useTranslation("dashboard");
  const format = useDashboardFormat();
  const formatDate = useFormatDate();
  const query = trpc.dashboard.waitlist.useQuery();
  if (query.isPending) return <LoadingBlock rows={3} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  const standing = query.data;
  const declined = standing.status === "declined";
  const steps: Step[] = [
    {
      key: "applied",
      state: "done",
      title: t("waitlist.applied.title"),
      body: t("waitlist.applied.body", { date: formatDate(standing.appliedAt, "long") }),
    },
    {
      key: "shop",
      state: standing.shops > 0 ? "done" : "current",
      title: t("waitlist.shop.title"),
      body: standing.shops > 0 ? t("waitlist.shop.done", { count: standing.shops }) : t("waitlist.shop.body"),
      link: standing.shops > 0 ? undefined : { to: "/a/shops", label: t("waitlist.shop.link") },
    },
    {
      key: "review",
      state: declined ? "declined" : standing.shops > 0 ? "current" : "upcoming",
      title: t("waitlist.review.title"),
      body: declined
        ? t("waitlist.review.declined")
        : t("waitlist.review.body", {
            position: format.number(standing.position),
            waiting: format.number(standing.waiting),
          }),
    },
    { key: "start", state: "upcoming", title: t("waitlist.start.title"), body: t("waitlist.start.body") },
  ];
  return (
    <div className="space-y-6">
      <PlainCard>
        <h2 className="text-lg font-semibold text-tremor-content-strong">{t("waitlist.title")}</h2>
        <ol className="mt-4 space-y-5" data-testid="waitlist-stepper">
          {steps.map((step, index) => (
            <li
              key={step.key}
              className="flex gap-4"
              aria-current={step.state === "current" ? "step" : undefined}
              data-testid={`step-${step.key}`}
              data-state={step.state}
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${MARK[step.state]}`}
              >
                {step.state === "done" ? "✓" : step.state === "declined" ? "✕" : index + 1}
              </span>
              <div>
                <p className="font-semibold text-tremor-content-strong">
                  {step.title}{" "}
                  <span className="text-sm font-normal text-tremor-content">({t(`waitlist.state.${step.state}`)})</span>
                </p>
                <p className="text-sm text-tremor-content">{step.body}</p>
                {step.link && (
                  <Link
                    to={step.link.to}
                    className="mt-1 inline-block text-sm font-medium text-indigo-700 hover:underline"
                  >
                    {step.link.label}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ol>
      </PlainCard>
      <KpiGrid label={t("figures")}>
        <KpiCard
          testId="kpi-queue"
          label={t("waitlist.queue")}
          value={
            declined
              ? "—"
              : t("waitlist.queueValue", {
                  position: format.number(standing.position),
                  waiting: format.number(standing.waiting),
                })
          }
          link={{ to: "/a/shops" }}
        />
        <KpiCard
          testId="kpi-shops"
          label={t("waitlist.shops")}
          value={format.number(standing.shops)}
          link={{ to: "/a/shops" }}
        />
        <KpiCard
          testId="kpi-orders"
          label={t("waitlist.orders")}
          value={format.number(standing.orders)}
          link={{ to: "/a/orders" }}
        />
      </KpiGrid>
    </div>
  );
}
