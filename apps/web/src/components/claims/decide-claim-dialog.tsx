import { CLAIM_STATUSES, type ClaimStatus, decideClaimSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, type RouterInputs, type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { DialogActions } from "../ui/dialog-actions";
import { SelectField } from "../ui/select-field";
import { UserText } from "../ui/user-text";
import { FileList } from "../uploads/file-list";

type Claim = RouterOutputs["claims"]["list"]["items"][number];

/** Support's decision on a claim: the status, with the amount or the new tracking number it needs. */
export function DecideClaimDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const { t } = useTranslation(["claims", "common"]);
  const utils = trpc.useUtils();
  const {
    failure,
    field,
    formRef,
    reset,
    submit: check,
  } = useSchemaForm(decideClaimSchema, {
    failureKey: (error) => errorKey(error, "claims:errors.decideFailed"),
  });
  const [status, setStatus] = useState<ClaimStatus>(claim.status);
  const decide = trpc.claims.decide.useMutation();
  const needsAmount = status === "refunded" || status === "credit";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => (data.get(name) as string | null) ?? undefined;
    const input = {
      claimId: claim.id,
      status,
      amount: text("amount"),
      trackingNumber: text("trackingNumber"),
      trackingUrl: text("trackingUrl"),
      note: text("note") || undefined,
    };
    await check(input, async () => {
      // The amount goes as typed: the server parses it with the same schema.
      await decide.mutateAsync(input as RouterInputs["claims"]["decide"]);
      await utils.claims.list.invalidate();
      toast.success(t("claims:decide.saved"));
      onClose();
    });
  }

  return (
    <Dialog
      open
      onClose={() => !decide.isPending && onClose()}
      aria-label={t("claims:decide.title", { number: claim.orderNumber })}
    >
      <DialogPanel className="max-w-lg">
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">
            {t("claims:decide.title", { number: claim.orderNumber })}
          </h2>
          <div className="rounded-tremor-default bg-tremor-background-muted p-3 text-sm">
            <p className="text-xs font-medium uppercase text-tremor-content">
              <UserText>{claim.organisation.name}</UserText> · {t(`claims:type.${claim.type}`)}
            </p>
            <p className="mt-1 whitespace-pre-line text-tremor-content-emphasis" data-user-content="">
              {claim.description}
            </p>
            <div className="mt-2">
              <FileList files={claim.files} />
            </div>
          </div>
          <FormAlert messageKey={failure} />
          <SelectField
            label={t("claims:decide.decision")}
            {...field("status")}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ClaimStatus);
              reset();
            }}
            options={CLAIM_STATUSES.map((value) => ({ value, label: t(`claims:status.${value}`) }))}
          />
          {needsAmount && (
            <FormField
              label={t("claims:decide.amount", { currency: claim.currencyCode.toUpperCase() })}
              {...field("amount")}
              inputMode="decimal"
              defaultValue={claim.amount !== null ? (claim.amount / 100).toFixed(2) : ""}
            />
          )}
          {status === "new_tracking_number" && (
            <>
              <FormField
                label={t("claims:decide.trackingNumber")}
                {...field("trackingNumber")}
                defaultValue={claim.newTrackingNumber ?? ""}
              />
              <FormField
                label={t("claims:decide.trackingUrl")}
                {...field("trackingUrl")}
                type="url"
                defaultValue={claim.newTrackingUrl ?? ""}
              />
            </>
          )}
          <FormField label={t("claims:decide.note")} {...field("note")} defaultValue={claim.note ?? ""} />
          <DialogActions
            onCancel={onClose}
            pending={decide.isPending}
            cancelLabel={t("claims:decide.cancel")}
            submitLabel={t("claims:decide.save")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
