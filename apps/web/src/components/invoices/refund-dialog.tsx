import { INVOICE_MESSAGES, refundCardSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorKey, type RouterInputs, type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { DialogActions } from "../ui/dialog-actions";
import { SelectField } from "../ui/select-field";

type Invoice = RouterOutputs["invoices"]["get"];

/**
 * Support refunds card money from the invoice: all of it or a part. The Stripe refund and a credit
 * note are made in one step; the request id is made once per dialog, so a double click refunds once.
 */
export function RefundDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation(["invoices", "common"]);
  const money = useFormatMoney();
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<"full" | "partial">("full");
  const [requestId] = useState(() => crypto.randomUUID());
  const { failure, field, fieldName, formRef, handleSubmit, reset } = useSchemaForm(refundCardSchema, {
    failureKey: (error) => errorKey(error, INVOICE_MESSAGES.refundFailed),
  });
  const refund = trpc.invoices.refundCard.useMutation();

  const typed = (form: HTMLFormElement): RouterInputs["invoices"]["refundCard"] =>
    kind === "partial"
      ? { invoiceId: invoice.id, requestId, kind, amount: String(new FormData(form).get("amount") ?? "") }
      : { invoiceId: invoice.id, requestId, kind };
  const submit = handleSubmit(async (_checked, form) => {
    await refund.mutateAsync(typed(form));
    await utils.invoices.invalidate();
    toast.success(t("invoices:refund.saved"));
    onClose();
  }, typed);

  const title = t("invoices:refund.title", { number: invoice.number });
  return (
    <Dialog open onClose={() => !refund.isPending && onClose()} aria-label={title}>
      <DialogPanel className="max-w-lg">
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
          <p className="text-sm text-tremor-content">
            {t("invoices:refund.intro", { paid: money(invoice.amountPaid, invoice.currencyCode) })}
          </p>
          <FormAlert messageKey={failure} />
          <SelectField
            label={t("invoices:refund.kind")}
            name={fieldName("kind")}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as "full" | "partial");
              reset();
            }}
            options={[
              { value: "full", label: t("invoices:refund.full") },
              { value: "partial", label: t("invoices:refund.partial") },
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
            pending={refund.isPending}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("invoices:refund.submit")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
