import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { EmptyState, ErrorCallout, LoadingBlock } from "../ui/query-state";
import { TABLE_WRAPPER } from "../ui/table";

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
      {query.isPending ? (
        <LoadingBlock rows={2} />
      ) : query.isError ? (
        <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState>{t("failedDeliveries.empty")}</EmptyState>
      ) : (
        <Card className="p-0">
          <div className={TABLE_WRAPPER}>
            <Table>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t("failedDeliveries.columns.received")}</TableHeaderCell>
                  <TableHeaderCell>{t("failedDeliveries.columns.shop")}</TableHeaderCell>
                  <TableHeaderCell>{t("failedDeliveries.columns.topic")}</TableHeaderCell>
                  <TableHeaderCell>{t("failedDeliveries.columns.reason")}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell className="whitespace-nowrap">{formatDate(item.receivedAt)}</TableCell>
                    <TableCell>
                      {item.shopDomain}
                      {item.organisationName ? (
                        <span className="block text-xs text-tremor-content">{item.organisationName}</span>
                      ) : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{item.topic}</TableCell>
                    <TableCell className="whitespace-normal break-words">
                      {item.reason ?? "—"}
                      <span className="block text-xs text-tremor-content">
                        {item.retrying ? t("failedDeliveries.retrying") : t("failedDeliveries.final")}
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </Card>
      )}
    </section>
  );
}
