import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { EmptyState, ErrorCallout, LoadingBlock } from "../ui/query-state";

type Entry = RouterOutputs["orders"]["history"][number];

/** One history line in the reader's language: what happened, by whom, when. */
function useDescribe() {
  const { t } = useTranslation(["orders", "claims"]);
  return (entry: Entry) => {
    const d = entry.data as Record<string, string | number | string[] | undefined>;
    switch (entry.type) {
      case "status_changed": {
        const field = String(d.field);
        const label = (value: unknown) =>
          field === "payment"
            ? t(`orders:paymentStatus.${value}`)
            : field === "fulfillment"
              ? t(`orders:fulfillmentStatus.${value}`)
              : t(`orders:orderStatus.${value}`);
        return t(`orders:history.status_changed.${field}`, { from: label(d.from), to: label(d.to) });
      }
      case "shipped":
        return t("orders:history.shipped", {
          count: Number(d.quantity ?? 0),
          tracking: Array.isArray(d.trackingNumbers) ? d.trackingNumbers.join(", ") : "",
        });
      case "claim_created":
        return t("orders:history.claim_created", { type: t(`claims:type.${d.claimType}`) });
      case "claim_decided":
        return t("orders:history.claim_decided", {
          type: t(`claims:type.${d.claimType}`),
          status: t(`claims:status.${d.status}`),
        });
      case "created":
        return t(d.source === "manual" ? "orders:history.created_manual" : "orders:history.created_shop", {
          shop: d.shop ?? "",
        });
      default:
        return t(`orders:history.${entry.type}`, d as Record<string, string>);
    }
  };
}

/** The order's history: every state change with who and when, oldest first. */
export function OrderHistory({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation("orders");
  const history = trpc.orders.history.useQuery({ orderId });
  const describe = useDescribe();
  const when = (date: Date) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(date));
  return (
    <Card aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="mb-4 text-base font-semibold text-tremor-content-strong">
        {t("history.title")}
      </h2>
      {history.isPending ? (
        <LoadingBlock rows={3} />
      ) : history.isError ? (
        <ErrorCallout error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyState>{t("history.empty")}</EmptyState>
      ) : (
        <ol className="relative space-y-4 border-l border-tremor-border pl-4">
          {history.data.map((entry) => (
            <li key={entry.id} data-testid="history-entry">
              <span className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border border-white bg-indigo-500" />
              <p className="text-sm text-tremor-content-strong">{describe(entry)}</p>
              <p className="text-xs text-tremor-content">
                {t(`history.actor.${entry.actor.kind}`, { name: entry.actor.name ?? "" })} · {when(entry.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
