import { updateOrderSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { DialogActions } from "../ui/dialog-actions";
import { type ItemLine, ItemLines, itemLine, itemsInput } from "./item-lines";

type Order = RouterOutputs["orders"]["get"];

/**
 * A manual order's items while nothing has been shipped: quantities changed, lines removed,
 * variants added, priced again at today's prices. The server checks the same rules again and
 * its reason (shipped meanwhile, a shop's order) shows in the dialog.
 */
export function EditItemsDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("orders");
  const utils = trpc.useUtils();
  const [lines, setLines] = useState<ItemLine[]>(() =>
    order.items.flatMap((item) => (item.variantId ? [itemLine(item.variantId, String(item.quantity))] : [])),
  );
  const { formRef, errors, failure, pending, submit: submitChecked } = useSchemaForm(updateOrderSchema);
  const update = trpc.orders.update.useMutation();
  const current = order.items.flatMap((item) =>
    item.variantId ? [{ variantId: item.variantId, label: item.variantName ?? item.title }] : [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    await submitChecked({ orderId: order.id, items: itemsInput(lines), shippingAddress: undefined }, async (data) => {
      try {
        await update.mutateAsync(data);
      } catch (error) {
        // Refused (shipped meanwhile, say): the page behind reads the order again and shows why.
        void utils.orders.get.invalidate({ orderId: order.id });
        throw error;
      }
      await Promise.all([
        utils.orders.get.invalidate({ orderId: order.id }),
        utils.orders.history.invalidate({ orderId: order.id }),
        utils.orders.list.invalidate(),
        utils.locations.routingForOrder.invalidate({ orderId: order.id }),
        utils.packaging.forOrder.invalidate({ orderId: order.id }),
      ]);
      toast.success(t("editItems.saved"));
      onClose();
    });
  }

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} aria-label={t("editItems.title")}>
      <DialogPanel className="max-w-3xl">
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{t("editItems.title")}</h2>
          <p className="text-sm text-tremor-content">{t("editItems.intro")}</p>
          <FormAlert messageKey={failure} />
          <ItemLines lines={lines} onChange={setLines} errors={errors} current={current} />
          <DialogActions
            onCancel={onClose}
            pending={pending}
            cancelLabel={t("edit.cancel")}
            submitLabel={t("edit.save")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
