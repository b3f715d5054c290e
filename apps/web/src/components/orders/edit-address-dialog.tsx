import { updateOrderSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { DialogActions } from "../ui/dialog-actions";
import { AddressFields, type AddressValues, EMPTY_ADDRESS } from "./address-fields";

type Order = RouterOutputs["orders"]["get"];

function toValues(address: Order["shippingAddress"]): AddressValues {
  if (!address) return EMPTY_ADDRESS;
  return Object.fromEntries(
    Object.keys(EMPTY_ADDRESS).map((key) => [key, (address[key as keyof AddressValues] as string | null) ?? ""]),
  ) as AddressValues;
}

/** Corrects the shipping address while nothing has been shipped; the shop's later updates leave it alone. */
export function EditAddressDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("orders");
  const utils = trpc.useUtils();
  const [address, setAddress] = useState<AddressValues>(() => toValues(order.shippingAddress));
  const { formRef, errors, failure, submit: submitChecked } = useSchemaForm(updateOrderSchema);
  const update = trpc.orders.update.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await submitChecked({ orderId: order.id, items: undefined, shippingAddress: address }, async (data) => {
      await update.mutateAsync(data);
      await Promise.all([
        utils.orders.get.invalidate({ orderId: order.id }),
        utils.orders.history.invalidate({ orderId: order.id }),
      ]);
      toast.success(t("edit.saved"));
      onClose();
    });
  }

  return (
    <Dialog open={open} onClose={() => !update.isPending && onClose()} aria-label={t("edit.title")}>
      <DialogPanel className="max-w-2xl">
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{t("edit.title")}</h2>
          <FormAlert messageKey={failure} />
          <AddressFields value={address} onChange={setAddress} errors={errors} />
          <DialogActions
            onCancel={onClose}
            pending={update.isPending}
            cancelLabel={t("edit.cancel")}
            submitLabel={t("edit.save")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
