import { adjustStockSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverFieldErrors } from "../../lib/forms";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
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
  const { formRef, errors, submit, reset } = useSchemaForm(adjustStockSchema, {
    failureAsToast: true,
    // Only on hand is a field here: any other field's error is the dialog's failure.
    mapError: (error) => {
      const fields = serverFieldErrors(error);
      return fields && !fields.onHand ? { failure: errorKey(error) } : null;
    },
  });
  const adjust = trpc.locations.adjustStock.useMutation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      organisationId: stock.organisation.id,
      locationId,
      variantId: stock.variantId,
      onHand: value.trim() === "" ? undefined : Number(value),
    };
    void submit(values, async (data) => {
      await adjust.mutateAsync(data);
      toast.success(t("locations:adjust.saved"));
      await utils.locations.get.invalidate({ locationId });
      onClose();
    });
  };
  const title = t("locations:adjust.title", { product: `${stock.productTitle} · ${stock.variantTitle}` });
  return (
    <Dialog open onClose={() => !adjust.isPending && onClose()} aria-label={title}>
      <DialogPanel className="max-w-md">
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
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
              reset();
            }}
            errors={errors.onHand}
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
