import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";
import { QueryResults } from "../ui/query-state";
import { UserText } from "../ui/user-text";

type Delivery = RouterOutputs["shops"]["failedDeliveries"]["items"][number];

/** Support's view of order intake health: Shopify deliveries that could not be processed, and why. */
export function FailedDeliveries() {
  const { t } = useTranslation("dashboard");
  const formatDate = useFormatDate();
  const query = trpc.shops.failedDeliveries.useQuery();
  return (
    <section aria-labelledby="failed-deliveries-title" data-testid="failed-deliveries">
      <h2 id="failed-deliveries-title" className="mb-1 text-lg font-semibold text-tremor-content-strong">
        {t("failedDeliveries.title")}
      </h2>
      <p className="mb-3 text-sm text-tremor-content">{t("failedDeliveries.intro")}</p>
      <QueryResults query={query} items={(data) => data.items} loadingRows={2} empty={t("failedDeliveries.empty")}>
        {(items) => (
          <Card className="p-0">
            <DataTable
              label={t("failedDeliveries.title")}
              rows={items}
              rowKey={(item) => item.id}
              columns={[
                {
                  header: t("failedDeliveries.columns.received"),
                  className: "whitespace-nowrap",
                  cell: (item: Delivery) => formatDate(item.receivedAt),
                },
                {
                  header: t("failedDeliveries.columns.shop"),
                  cell: (item: Delivery) => (
                    <>
                      <UserText>{item.shopDomain}</UserText>
                      {item.organisationName ? (
                        <UserText className="block text-xs text-tremor-content">{item.organisationName}</UserText>
                      ) : null}
                    </>
                  ),
                },
                {
                  header: t("failedDeliveries.columns.topic"),
                  className: "whitespace-nowrap",
                  // Shopify's words (the webhook's topic, the intake's reason): shown as received.
                  value: "user",
                  cell: (item: Delivery) => item.topic,
                },
                {
                  header: t("failedDeliveries.columns.reason"),
                  className: "whitespace-normal break-words",
                  cell: (item: Delivery) => (
                    <>
                      <UserText>{item.reason ?? "—"}</UserText>
                      <span className="block text-xs text-tremor-content">
                        {item.retrying ? t("failedDeliveries.retrying") : t("failedDeliveries.final")}
                      </span>
                    </>
                  ),
                },
              ]}
            />
          </Card>
        )}
      </QueryResults>
    </section>
  );
}
