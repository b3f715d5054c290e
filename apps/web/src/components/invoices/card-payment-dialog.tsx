import { type CardPaymentMethod, INVOICE_MESSAGES, TEST_CARDS } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { DialogActions } from "../ui/dialog-actions";
import { SelectField } from "../ui/select-field";

type Invoice = RouterOutputs["invoices"]["list"]["items"][number];

/**
 * Pay an invoice's open amount by card. The server creates a Stripe payment intent for the
 * caller's own invoice and confirms it with the chosen card; the form offers Stripe's test cards
 * (test mode, said so) and sends only the test payment method's id. A declined card shows an
 * error and the invoice stays unpaid; an accepted one waits here until Stripe's webhook has
 * marked the invoice paid.
 */
export function CardPaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation(["invoices", "common"]);
  const money = useFormatMoney();
  const utils = trpc.useUtils();
  const [card, setCard] = useState<CardPaymentMethod>(TEST_CARDS[0].paymentMethod);
  const [intentId, setIntentId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const start = trpc.invoices.payByCard.useMutation();
  const confirm = trpc.invoices.confirmCardPayment.useMutation();
  // After the card was accepted: the invoice until the webhook has made it paid.
  const detail = trpc.invoices.get.useQuery(
    { invoiceId: invoice.id },
    { enabled: confirming, refetchInterval: (query) => (query.state.data?.status === "paid" ? false : 1000) },
  );
  const paid = confirming && detail.data?.status === "paid";

  useEffect(() => {
    if (!paid) return;
    void utils.invoices.invalidate();
    toast.success(t("invoices:card.paid", { number: invoice.number }));
    onClose();
  }, [paid, utils, t, invoice.number, onClose]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      // One payment intent per dialog: after a declined card the next card confirms the same one.
      const paymentIntentId = intentId ?? (await start.mutateAsync({ invoiceId: invoice.id })).paymentIntentId;
      setIntentId(paymentIntentId);
      await confirm.mutateAsync({ invoiceId: invoice.id, paymentIntentId, paymentMethod: card });
      setConfirming(true);
    } catch (error) {
      setFailure(errorKey(error, INVOICE_MESSAGES.cardPaymentFailed));
    }
  }

  const pending = start.isPending || confirm.isPending || confirming;
  const amount = money(invoice.amountDue, invoice.currencyCode);
  const title = t("invoices:card.title", { number: invoice.number });
  return (
    <Dialog open onClose={() => !pending && onClose()} aria-label={title}>
      <DialogPanel className="max-w-lg">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
          <p className="text-sm text-tremor-content">{t("invoices:card.amount", { amount })}</p>
          <p className="text-sm text-tremor-content">{t("invoices:card.testMode")}</p>
          <FormAlert messageKey={failure} />
          <SelectField
            label={t("invoices:card.card")}
            name="card"
            value={card}
            disabled={pending}
            onChange={(event) => setCard(event.target.value as CardPaymentMethod)}
            options={TEST_CARDS.map((test) => ({
              value: test.paymentMethod,
              label: t(`invoices:card.${test.outcome}`, { number: test.number }),
            }))}
          />
          {confirming && (
            <p role="status" className="text-sm text-tremor-content-emphasis">
              {t("invoices:card.confirming")}
            </p>
          )}
          <DialogActions
            onCancel={onClose}
            pending={pending}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("invoices:card.submit", { amount })}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
