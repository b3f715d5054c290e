import { isPayable, mayCancel, mayPayByCard } from "@platform/domain";
import { Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { CardPaymentDialog } from "./card-payment-dialog";
import { PaymentDialog } from "./payment-dialog";
import { ProofDialog } from "./proof-dialog";

/** What the actions and their dialogs read of an invoice: a list row and the detail page both have it. */
export type ActionInvoice = Pick<
  RouterOutputs["invoices"]["list"]["items"][number],
  "id" | "number" | "status" | "type" | "amountDue" | "amountPaid" | "currencyCode"
>;

/**
 * An invoice's actions with their dialogs, the same in the list's row and on the invoice's page:
 * the PDF for everyone; the payer's proof and card payment; support's payment and cancel.
 */
export function InvoiceActions({
  invoice,
  pays,
  manages,
  onPdf,
  onFailure,
  pdfLabel,
  className = "ml-auto flex w-max max-w-[12rem] flex-wrap justify-end gap-2",
}: {
  invoice: ActionInvoice;
  /** The viewer pays this invoice (its own organisation's). */
  pays: boolean;
  /** The viewer manages invoices. */
  manages: boolean;
  onPdf: () => void;
  /** A failed cancel, said where the screen says its failures. */
  onFailure: (key: string) => void;
  /** The PDF button's words (the page says "Download PDF", a row "PDF"). */
  pdfLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation(["invoices", "common"]);
  const utils = trpc.useUtils();
  const cancel = trpc.invoices.cancel.useMutation();
  const [open, setOpen] = useState<"proof" | "payment" | "card" | "cancel" | null>(null);
  const close = () => setOpen(null);
  // Credit notes are neither paid nor cancelled here.
  const payer = pays && invoice.type === "invoice";
  const manager = manages && invoice.type === "invoice";

  async function confirmCancel() {
    try {
      await cancel.mutateAsync({ invoiceId: invoice.id });
      await utils.invoices.invalidate();
      toast.success(t("invoices:cancel.done"));
    } catch (error) {
      onFailure(errorKey(error));
    }
    close();
  }

  return (
    // At most two lines of buttons, so that the columns beside them keep their room.
    <div className={className}>
      <Button size="xs" variant="secondary" onClick={onPdf}>
        {pdfLabel ?? t("invoices:list.pdf")}
      </Button>
      {payer && isPayable(invoice.status) && (
        <Button size="xs" variant="secondary" onClick={() => setOpen("proof")}>
          {t("invoices:list.proof")}
        </Button>
      )}
      {payer && mayPayByCard(invoice.status) && (
        <Button size="xs" onClick={() => setOpen("card")}>
          {t("invoices:list.payByCard")}
        </Button>
      )}
      {manager && isPayable(invoice.status) && (
        <Button size="xs" variant="secondary" onClick={() => setOpen("payment")}>
          {t("invoices:list.recordPayment")}
        </Button>
      )}
      {manager && mayCancel(invoice.status, invoice.amountPaid) && (
        <Button size="xs" variant="light" color="rose" onClick={() => setOpen("cancel")}>
          {t("invoices:list.cancel")}
        </Button>
      )}
      {open === "proof" && <ProofDialog invoice={invoice} onClose={close} />}
      {open === "payment" && <PaymentDialog invoice={invoice} onClose={close} />}
      {open === "card" && <CardPaymentDialog invoice={invoice} onClose={close} />}
      <ConfirmDialog
        open={open === "cancel"}
        title={t("invoices:cancel.title", { number: invoice.number })}
        confirmLabel={t("invoices:cancel.confirm")}
        onConfirm={() => void confirmCancel()}
        onClose={close}
        pending={cancel.isPending}
      >
        {t("invoices:cancel.body")}
      </ConfirmDialog>
    </div>
  );
}
