import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";
import { QueryResults } from "../ui/query-state";
import { UserText } from "../ui/user-text";

type Row = RouterOutputs["shops"]["withoutOrdersAccess"]["items"][number];

/**
 * Support: shops whose orders Shopify does not share with the app (protected customer data not
 * approved), known from the install on; and what to request in Shopify's Partner Dashboard.
 */
export function ShopsWithoutOrdersAccess() {
  const { t } = useTranslation("dashboard");
  const formatDate = useFormatDate();
  const query = trpc.shops.withoutOrdersAccess.useQuery();
  return (
    <section aria-labelledby="orders-access-title" data-testid="shops-without-orders-access">
      <h2 id="orders-access-title" className="mb-1 text-lg font-semibold text-tremor-content-strong">
        {t("ordersAccess.title")}
      </h2>
      <p className="mb-3 text-sm text-tremor-content">{t("ordersAccess.intro")}</p>
      <QueryResults query={query} items={(data) => data.items} loadingRows={1} empty={t("ordersAccess.empty")}>
        {(items) => (
          <Card className="p-0">
            <DataTable
              label={t("ordersAccess.title")}
              rows={items}
              rowKey={(item) => item.id}
              columns={[
                {
                  header: t("ordersAccess.columns.shop"),
                  cell: (item: Row) => (
                    <>
                      <UserText>{item.name}</UserText>
                      <UserText className="block text-xs text-tremor-content">{item.domain}</UserText>
                    </>
                  ),
                },
                {
                  header: t("ordersAccess.columns.organisation"),
                  cell: (item: Row) =>
                    item.organisationName ? <UserText>{item.organisationName}</UserText> : t("ordersAccess.unclaimed"),
                },
                {
                  header: t("ordersAccess.columns.since"),
                  className: "whitespace-nowrap",
                  cell: (item: Row) => formatDate(item.since),
                },
              ]}
            />
          </Card>
        )}
      </QueryResults>
    </section>
  );
}
