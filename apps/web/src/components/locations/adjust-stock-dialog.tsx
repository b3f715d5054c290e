import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { serverFieldErrors } from "../../lib/forms";
import { errorKey, trpc } from "../../lib/trpc";
import { FormField } from "../form-field";
import { DialogActions } from "../ui/dialog-actions";

export type StockToAdjust = {
  organisation: { id: string; name: string };
  variantId: string;
  productTitle: string;
  variantTitle: string;
  onHand: number;
  reserved: number;
};

/** Support counted the goods: on hand of one organisation's variant at a location (never below reserved). */
export function AdjustStockDialog({
  locationId,
  stock,
  onClose,
}: {
  locationId: string;
  stock: StockToAdjust;
  onClose: () => void;
}) {
  const { t } = useTranslation(["locations", "common"]);
  const utils = trpc.useUtils();
  const [value, setValue] = useState(String(stock.onHand));
  const [errors, setErrors] = useState<string[]>([]);
  const adjust = trpc.locations.adjustStock.useMutation({
    onSuccess: async () => {
      toast.success(t("locations:adjust.saved"));
      await utils.locations.get.invalidate({ locationId });
      onClose();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields?.onHand) setErrors(fields.onHand);
      else toast.error(t(errorKey(error)));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const onHand = Number(value);
    if (value.trim() === "" || !Number.isInteger(onHand) || onHand < 0) {
      setErrors(["locations:errors.onHandInvalid"]);
      return;
    }
    adjust.mutate({ organisationId: stock.organisation.id, locationId, variantId: stock.variantId, onHand });
  };
  const title = t("locations:adjust.title", { product: `${stock.productTitle} · ${stock.variantTitle}` });
  return (
    <Dialog open onClose={() => !adjust.isPending && onClose()} aria-label={title}>
      <DialogPanel className="max-w-md">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
          <p className="text-sm text-tremor-content">
            {t("locations:adjust.text", { organisation: stock.organisation.name, reserved: stock.reserved })}
          </p>
          <FormField
            label={t("locations:detail.onHand")}
            type="number"
            min={stock.reserved}
            step={1}
            inputMode="numeric"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setErrors([]);
            }}
            errors={errors}
          />
          <DialogActions
            onCancel={onClose}
            pending={adjust.isPending}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("locations:adjust.save")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
