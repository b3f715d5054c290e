import { renderOrderEvent } from "@platform/domain";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { ChangeRows, useAuditRenderContext } from "../audit/audit-change";
import { EmptyState, ErrorCallout, LoadingBlock } from "../ui/query-state";

/** The order's history: every state change with who and when, oldest first. */
export function OrderHistory({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation("orders");
  const history = trpc.orders.history.useQuery({ orderId });
  // The audit log's renderer: statuses by their labels, totals as money, no stored key on screen.
  const context = useAuditRenderContext();
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
          {history.data.map((entry) => {
            const { text, rows } = renderOrderEvent(entry, context);
            return (
              <li key={entry.id} data-testid="history-entry">
                <span className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border border-white bg-indigo-500" />
                <p className="text-sm text-tremor-content-strong">{text}</p>
                {rows.length > 0 && (
                  <div className="mt-1">
                    <ChangeRows rows={rows} />
                  </div>
                )}
                <p className="text-xs text-tremor-content">
                  {t(`history.actor.${entry.actor.kind}`, { name: entry.actor.name ?? "" })} · {when(entry.createdAt)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
