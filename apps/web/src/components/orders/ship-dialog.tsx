import { shipOrderSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { DialogActions } from "../ui/dialog-actions";

type Order = RouterOutputs["orders"]["get"];

/** Ship all or some of the open items with a tracking number and link; statuses follow, the shop is told. */
export function ShipDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation("orders");
  const utils = trpc.useUtils();
  const openItems = order.items.filter((item) => item.quantity > item.shippedQuantity);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(openItems.map((item) => [item.id, String(item.quantity - item.shippedQuantity)])),
  );
  const [trackingNumber, setTrackingNumber] = useState("");
  const [trackingUrl, setTrackingUrl] = useState("");
  const { formRef, errors, failure, submit: submitChecked } = useSchemaForm(shipOrderSchema);
  const ship = trpc.orders.ship.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      orderId: order.id,
      items: openItems.map((item) => ({ lineItemId: item.id, quantity: Number(quantities[item.id] || 0) })),
      trackingNumbers: [trackingNumber],
      trackingUrls: trackingUrl.trim() ? [trackingUrl] : [],
    };
    await submitChecked(input, async (data) => {
      await ship.mutateAsync(data);
      await Promise.all([
        utils.orders.get.invalidate({ orderId: order.id }),
        utils.orders.history.invalidate({ orderId: order.id }),
        utils.orders.list.invalidate(),
        utils.packaging.forOrder.invalidate({ orderId: order.id }),
      ]);
      toast.success(t("ship.done"));
      onClose();
    });
  }

  return (
    <Dialog open={open} onClose={() => !ship.isPending && onClose()} aria-label={t("ship.title")}>
      <DialogPanel className="max-w-lg">
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{t("ship.title")}</h2>
          <p className="text-sm text-tremor-content">{t("ship.intro")}</p>
          <FormAlert messageKey={failure} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-tremor-content-emphasis">{t("ship.items")}</legend>
            {openItems.map((item) => (
              <div key={item.id} className="flex items-center justify-between gap-3">
                <span className="text-sm text-tremor-content-strong">
                  {item.variantName ?? item.title}
                  <span className="ml-1 text-xs text-tremor-content">
                    {t("ship.open", { count: item.quantity - item.shippedQuantity })}
                  </span>
                </span>
                <div className="w-24">
                  <FormField
                    label={t("ship.quantityFor", { item: item.variantName ?? item.title })}
                    hideLabel
                    type="number"
                    min={0}
                    max={item.quantity - item.shippedQuantity}
                    value={quantities[item.id] ?? ""}
                    onChange={(e) => setQuantities({ ...quantities, [item.id]: e.target.value })}
                  />
                </div>
              </div>
            ))}
            {errors.items?.length ? (
              <p className="text-sm text-rose-600">{errors.items.map((key) => t(key)).join(" ")}</p>
            ) : null}
          </fieldset>
          <FormField
            label={t("ship.trackingNumber")}
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            errors={errors.trackingNumbers ?? errors["trackingNumbers.0"]}
          />
          <FormField
            label={t("ship.trackingUrl")}
            type="url"
            value={trackingUrl}
            placeholder="https://"
            onChange={(e) => setTrackingUrl(e.target.value)}
            errors={errors["trackingUrls.0"]}
          />
          <DialogActions
            onCancel={onClose}
            pending={ship.isPending}
            cancelLabel={t("ship.cancel")}
            submitLabel={t("ship.submit")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
