import { INVOICE_MESSAGES, type UploadedFile, uploadProofSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverFieldErrors } from "../../lib/forms";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { DialogActions } from "../ui/dialog-actions";
import { FilePicker } from "../uploads/file-picker";
import type { ActionInvoice } from "./invoice-actions";

type Invoice = ActionInvoice;

/** The customer's bank transfer proof: a bank statement (PDF) or screenshots. */
export function ProofDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation(["invoices", "common"]);
  const utils = trpc.useUtils();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = trpc.invoices.uploadProof.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = { invoiceId: invoice.id, files: files.map((file) => ({ id: file.id })) };
    const checked = uploadProofSchema.safeParse(input);
    if (!checked.success) {
      setErrors([INVOICE_MESSAGES.proofRequired]);
      return;
    }
    setErrors([]);
    try {
      await upload.mutateAsync(input);
      await utils.invoices.invalidate();
      toast.success(t("invoices:proof.saved"));
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors?.files) setErrors(fieldErrors.files);
      else setFailure(errorKey(error, INVOICE_MESSAGES.proofFailed));
    }
  }

  const title = t("invoices:proof.title", { number: invoice.number });
  return (
    <Dialog open onClose={() => !upload.isPending && onClose()} aria-label={title}>
      <DialogPanel className="max-w-lg">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
          <p className="text-sm text-tremor-content">{t("invoices:proof.intro")}</p>
          <FormAlert messageKey={failure} />
          <FilePicker
            label={t("invoices:proof.files")}
            value={files}
            onChange={setFiles}
            errors={errors}
            maxImages={3}
          />
          <DialogActions
            onCancel={onClose}
            pending={upload.isPending}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("invoices:proof.submit")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
