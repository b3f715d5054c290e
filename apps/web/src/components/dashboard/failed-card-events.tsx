import { Link } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";
import { QueryResults } from "../ui/query-state";
import { UserText } from "../ui/user-text";

type Failed = RouterOutputs["invoices"]["failedCardEvents"]["items"][number];

/** Support: Stripe events that were not booked (no matching session of ours), and why. */
export function FailedCardEvents() {
  const { t } = useTranslation("invoices");
  const formatDate = useFormatDate();
  const query = trpc.invoices.failedCardEvents.useQuery();
  return (
    <section aria-labelledby="failed-card-events-title" data-testid="failed-card-events">
      <h2 id="failed-card-events-title" className="mb-3 text-lg font-semibold text-tremor-content-strong">
        {t("failedEvents.title")}
      </h2>
      <QueryResults query={query} items={(data) => data.items} loadingRows={2} empty={t("failedEvents.empty")}>
        {(items) => (
          <Card className="p-0">
            <DataTable
              label={t("failedEvents.title")}
              rows={items}
              rowKey={(item) => item.eventId}
              columns={[
                {
                  header: t("failedEvents.received"),
                  className: "whitespace-nowrap",
                  cell: (item: Failed) => formatDate(item.receivedAt),
                },
                {
                  header: t("failedEvents.event"),
                  cell: (item: Failed) => (
                    <>
                      {/* Stripe's event type and id, as Stripe's dashboard shows them. */}
                      <UserText>{item.type}</UserText>
                      <UserText className="block text-xs text-tremor-content">{item.eventId}</UserText>
                    </>
                  ),
                },
                {
                  header: t("failedEvents.invoice"),
                  cell: (item: Failed) =>
                    item.invoiceId ? (
                      <Link
                        to="/a/invoices/$invoiceId"
                        params={{ invoiceId: item.invoiceId }}
                        className="text-indigo-700 hover:underline"
                      >
                        {item.invoiceNumber}
                      </Link>
                    ) : (
                      "—"
                    ),
                },
                {
                  header: t("failedEvents.reason"),
                  className: "whitespace-normal break-words",
                  cell: (item: Failed) => t(`failedEvents.reasons.${item.reason}`),
                },
              ]}
            />
          </Card>
        )}
      </QueryResults>
    </section>
  );
}
