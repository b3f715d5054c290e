import { INVOICE_MESSAGES, recordPaymentSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorKey, type RouterInputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { DialogActions } from "../ui/dialog-actions";
import { SelectField } from "../ui/select-field";
import { FileList } from "../uploads/file-list";
import type { ActionInvoice } from "./invoice-actions";

type Invoice = ActionInvoice;

/** Support records a bank payment: the whole open amount (paid) or a part (partially paid). */
export function PaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation(["invoices", "common"]);
  const money = useFormatMoney();
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<"full" | "partial">("full");
  // Spec §8: an error marking payment is shown, never swallowed.
  const { failure, field, fieldName, formRef, handleSubmit, reset } = useSchemaForm(recordPaymentSchema, {
    failureKey: (error) => errorKey(error, INVOICE_MESSAGES.markPaymentFailed),
  });
  const record = trpc.invoices.recordPayment.useMutation();
  const detail = trpc.invoices.get.useQuery({ invoiceId: invoice.id });

  // The server takes the amount as typed (its schema parses "12,50"): send what the form holds.
  const typed = (form: HTMLFormElement): RouterInputs["invoices"]["recordPayment"] =>
    kind === "partial"
      ? { invoiceId: invoice.id, kind, amount: String(new FormData(form).get("amount") ?? "") }
      : { invoiceId: invoice.id, kind };
  const submit = handleSubmit(async (_checked, form) => {
    await record.mutateAsync(typed(form));
    await utils.invoices.invalidate();
    toast.success(t("invoices:payment.saved"));
    onClose();
  }, typed);

  const title = t("invoices:payment.title", { number: invoice.number });
  return (
    <Dialog open onClose={() => !record.isPending && onClose()} aria-label={title}>
      <DialogPanel className="max-w-lg">
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
          <p className="text-sm text-tremor-content">
            {t("invoices:payment.due", { amount: money(invoice.amountDue, invoice.currencyCode) })}
          </p>
          {detail.data && detail.data.proof.length > 0 && (
            <div>
              <p className="text-sm font-medium text-tremor-content-emphasis">{t("invoices:payment.proof")}</p>
              <FileList files={detail.data.proof} />
            </div>
          )}
          <FormAlert messageKey={failure} />
          <SelectField
            label={t("invoices:payment.kind")}
            name={fieldName("kind")}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as "full" | "partial");
              reset();
            }}
            options={[
              { value: "full", label: t("invoices:payment.full") },
              { value: "partial", label: t("invoices:payment.partial") },
            ]}
          />
          {kind === "partial" && (
            <FormField
              label={t("invoices:payment.amount", { currency: invoice.currencyCode.toUpperCase() })}
              {...field("amount")}
              inputMode="decimal"
            />
          )}
          <DialogActions
            onCancel={onClose}
            pending={record.isPending}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("invoices:payment.submit")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
