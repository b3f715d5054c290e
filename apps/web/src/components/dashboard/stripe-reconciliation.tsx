import { INVOICE_MESSAGES } from "@platform/domain";
import { Link } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";
import { QueryResults } from "../ui/query-state";
import { UserText } from "../ui/user-text";

type Drift = RouterOutputs["invoices"]["stripeDrifts"]["items"][number];

/**
 * Support: the differences the reconciliation with Stripe found (money at Stripe not on an
 * invoice, a card payment without money at Stripe, amounts, currencies, refunds, disputes), each
 * with its fix: "Apply" books it as Stripe's webhook would, "Dismiss" keeps it as seen (audited).
 */
export function StripeReconciliation() {
  const { t } = useTranslation("invoices");
  const money = useFormatMoney();
  const utils = trpc.useUtils();
  const query = trpc.invoices.stripeDrifts.useQuery();
  const check = trpc.invoices.reconcileStripe.useMutation();
  const resolve = trpc.invoices.resolveStripeDrift.useMutation();
  const busy = check.isPending || resolve.isPending;

  async function run(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      toast.error(t(errorKey(error, INVOICE_MESSAGES.reconcileFailed)));
    }
    await utils.invoices.invalidate();
  }
  const amount = (value: number | null, currency: string | null) =>
    value === null || !currency ? "—" : money(value, currency);

  return (
    <section aria-labelledby="stripe-reconciliation-title" data-testid="stripe-reconciliation">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="stripe-reconciliation-title" className="text-lg font-semibold text-tremor-content-strong">
            {t("reconciliation.title")}
          </h2>
          <p className="text-sm text-tremor-content">{t("reconciliation.intro")}</p>
        </div>
        <Button size="xs" variant="secondary" disabled={busy} onClick={() => run(() => check.mutateAsync())}>
          {t("reconciliation.checkNow")}
        </Button>
      </div>
      <QueryResults query={query} items={(data) => data.items} loadingRows={2} empty={t("reconciliation.empty")}>
        {(items) => (
          <Card className="p-0">
            <DataTable
              label={t("reconciliation.title")}
              rows={items}
              rowKey={(item) => item.driftId}
              columns={[
                {
                  header: t("reconciliation.invoice"),
                  cell: (item: Drift) =>
                    item.invoiceId ? (
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
                    ) : (
                      "—"
                    ),
                },
                {
                  header: t("reconciliation.kindColumn"),
                  cell: (item: Drift) => t(`reconciliation.kind.${item.kind}`),
                },
                {
                  header: t("reconciliation.object"),
                  // Stripe's id, as Stripe's dashboard shows it.
                  cell: (item: Drift) => <UserText className="font-mono text-xs">{item.objectId}</UserText>,
                },
                {
                  header: t("reconciliation.stripeAmount"),
                  className: "text-right",
                  value: "money",
                  cell: (item: Drift) => amount(item.stripeAmount, item.currencyCode),
                },
                {
                  header: t("reconciliation.bookedAmount"),
                  className: "text-right",
                  value: "money",
                  cell: (item: Drift) => amount(item.bookedAmount, item.currencyCode),
                },
                {
                  header: t("reconciliation.actions"),
                  cell: (item: Drift) => (
                    <div className="flex gap-2">
                      {item.applicable && (
                        <Button
                          size="xs"
                          disabled={busy}
                          onClick={() => run(() => resolve.mutateAsync({ driftId: item.driftId, action: "apply" }))}
                        >
                          {t("reconciliation.apply")}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => run(() => resolve.mutateAsync({ driftId: item.driftId, action: "dismiss" }))}
                      >
                        {t("reconciliation.dismiss")}
                      </Button>
                    </div>
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
