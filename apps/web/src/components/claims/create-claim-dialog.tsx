import { CLAIM_TYPES, type CreateClaimInput, createClaimSchema, type UploadedFile } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { DialogActions } from "../ui/dialog-actions";
import { SelectField } from "../ui/select-field";
import { TextAreaField } from "../ui/text-area-field";
import { FilePicker } from "../uploads/file-picker";

/** Create Claim (spec §2, §5): type, description and at least one file, checked here and again on the server. */
export function CreateClaimDialog({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(["claims", "common"]);
  const utils = trpc.useUtils();
  const {
    errors,
    failure,
    field,
    formRef,
    reset: resetForm,
    submit: check,
  } = useSchemaForm(createClaimSchema, {
    failureKey: (error) => errorKey(error, "claims:errors.createFailed"),
  });
  const [type, setType] = useState("");
  const [description, setDescription] = useState("");
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const create = trpc.claims.create.useMutation();

  const reset = () => {
    setType("");
    setDescription("");
    setFiles([]);
    resetForm();
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      orderId,
      type,
      description,
      files: files.map((file) => ({ id: file.id })),
    };
    await check(input, async (data) => {
      await create.mutateAsync(data as CreateClaimInput);
      await Promise.all([
        utils.claims.listForOrder.invalidate({ orderId }),
        utils.orders.history.invalidate({ orderId }),
      ]);
      toast.success(t("claims:dialog.created"));
      reset();
      onClose();
    });
  }

  return (
    <Dialog open={open} onClose={close} aria-label={t("claims:dialog.title")}>
      <DialogPanel className="max-w-lg">
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{t("claims:dialog.title")}</h2>
          <FormAlert messageKey={failure} />
          <SelectField
            label={t("claims:dialog.type")}
            {...field("type")}
            value={type}
            placeholder={t("claims:dialog.choose")}
            onChange={(event) => setType(event.target.value)}
            options={CLAIM_TYPES.map((value) => ({ value, label: t(`claims:type.${value}`) }))}
          />
          <TextAreaField
            label={t("claims:dialog.description")}
            {...field("description")}
            id="claim-description"
            rows={4}
            value={description}
            onChange={setDescription}
            placeholder={t("claims:dialog.descriptionHint")}
            hint={t("claims:dialog.descriptionHint")}
            hideHint
          />
          <FilePicker label={t("claims:dialog.files")} value={files} onChange={setFiles} errors={errors.files} />
          <DialogActions
            onCancel={close}
            pending={create.isPending}
            cancelLabel={t("claims:dialog.cancel")}
            submitLabel={t("claims:dialog.submit")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
