import { INVOICE_MESSAGES } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../lib/format";
import { errorKey, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { DialogActions } from "../ui/dialog-actions";
import type { ActionInvoice } from "./invoice-actions";

type Invoice = ActionInvoice;

/**
 * Pay an invoice's open amount by card on Stripe's hosted payment page (Stripe Checkout): the
 * server makes a Checkout Session for the caller's own invoice and the browser goes to its page.
 * The card is entered there, never here. Stripe sends the browser back to the invoice, which
 * shows "processing" until Stripe's webhook has marked it paid (InvoiceCardNotice).
 */
export function CardPaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation(["invoices", "common"]);
  const money = useFormatMoney();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const start = trpc.invoices.payByCard.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const { url } = await start.mutateAsync({ invoiceId: invoice.id });
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      setFailure(errorKey(error, INVOICE_MESSAGES.cardPaymentFailed));
    }
  }

  const pending = start.isPending || leaving;
  const amount = money(invoice.amountDue, invoice.currencyCode);
  const title = t("invoices:card.title", { number: invoice.number });
  return (
    <Dialog open onClose={() => !pending && onClose()} aria-label={title}>
      <DialogPanel className="max-w-lg">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
          <p className="text-sm text-tremor-content">{t("invoices:card.amount", { amount })}</p>
          <p className="text-sm text-tremor-content">{t("invoices:card.hostedPage")}</p>
          <FormAlert messageKey={failure} />
          {leaving && (
            <p role="status" className="text-sm text-tremor-content-emphasis">
              {t("invoices:card.redirecting")}
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
