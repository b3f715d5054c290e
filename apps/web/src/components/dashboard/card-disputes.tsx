import { Link } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useFormatDate, useFormatMoney } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";
import { QueryResults } from "../ui/query-state";
import { UserText } from "../ui/user-text";

type Dispute = RouterOutputs["invoices"]["cardDisputes"]["items"][number];

/** Support: card disputes (chargebacks), open ones first, with the evidence deadline. */
export function CardDisputes() {
  const { t } = useTranslation("invoices");
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const query = trpc.invoices.cardDisputes.useQuery();
  return (
    <section aria-labelledby="card-disputes-title" data-testid="card-disputes">
      <h2 id="card-disputes-title" className="mb-3 text-lg font-semibold text-tremor-content-strong">
        {t("disputes.title")}
      </h2>
      <QueryResults query={query} items={(data) => data.items} loadingRows={2} empty={t("disputes.empty")}>
        {(items) => (
          <Card className="p-0">
            <DataTable
              label={t("disputes.title")}
              rows={items}
              rowKey={(item) => item.disputeId}
              columns={[
                {
                  header: t("failedEvents.invoice"),
                  cell: (item: Dispute) => (
                    <>
                      <Link
                        to="/a/invoices/$invoiceId"
                        params={{ invoiceId: item.invoiceId }}
                        className="text-indigo-700 hover:underline"
                      >
                        {item.invoiceNumber}
                      </Link>
                      <UserText className="block text-xs text-tremor-content">{item.organisationName}</UserText>
                    </>
                  ),
                },
                {
                  header: t("disputes.amount"),
                  className: "text-right",
                  value: "money",
                  cell: (item: Dispute) => money(item.amount, item.currencyCode),
                },
                {
                  header: t("failedEvents.reason"),
                  // Stripe's reason code (fraudulent, product_not_received, …), as Stripe's dashboard shows it.
                  cell: (item: Dispute) => <UserText>{item.reason}</UserText>,
                },
                {
                  header: t("disputes.status"),
                  cell: (item: Dispute) => <UserText>{item.status}</UserText>,
                },
                {
                  header: t("disputes.evidenceDueBy"),
                  className: "whitespace-nowrap",
                  cell: (item: Dispute) => (item.evidenceDueBy ? formatDate(item.evidenceDueBy) : "—"),
                },
              ]}
            />
          </Card>
        )}
      </QueryResults>
    </section>
  );
}
