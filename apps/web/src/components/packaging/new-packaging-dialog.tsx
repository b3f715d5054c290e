import { createPackagingSchema, PACKAGING_MESSAGES, PACKAGING_TYPES, parsePriceCents } from "@platform/domain";
import { useNavigate } from "@tanstack/react-router";
import { Button, Dialog, DialogPanel } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formValues } from "../../lib/forms";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { CheckboxField } from "../ui/checkbox-field";
import { DialogActions } from "../ui/dialog-actions";
import { SelectField } from "../ui/select-field";

/** A whole number as typed, or NaN (the schema then names the field). */
const whole = (value: unknown) =>
  typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;

/** Support adds a stock packaging to the catalogue (the server checks it again with the same schema). */
export function NewPackagingButton() {
  const { t } = useTranslation(["packaging", "common"]);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.packaging.create.useMutation();
  const { formRef, errors, failure, handleSubmit, reset } = useSchemaForm(createPackagingSchema, {
    failureKey: (error) => errorKey(error, PACKAGING_MESSAGES.createPackagingFailed),
  });
  const close = () => {
    if (create.isPending) return;
    reset();
    setOpen(false);
  };

  const submit = handleSubmit(
    async (data) => {
      const packaging = await create.mutateAsync(data);
      await utils.packaging.list.invalidate();
      toast.success(t("packaging:catalogue.created"));
      setOpen(false);
      await navigate({ to: "/a/packaging/$packagingId", params: { packagingId: packaging.id } });
    },
    (form) => {
      const values = formValues(form);
      return {
        name: values.name,
        type: values.type,
        size: values.size,
        price: parsePriceCents(String(values.price ?? "")) ?? Number.NaN,
        lengthMm: whole(values.lengthMm),
        widthMm: whole(values.widthMm),
        heightMm: whole(values.heightMm),
        weightG: whole(values.weightG),
        moq: whole(values.moq),
        productionMinDays: whole(values.productionMinDays),
        productionMaxDays: whole(values.productionMaxDays),
        customSize: new FormData(form).get("customSize") === "on",
      };
    },
  );

  const title = t("packaging:catalogue.title");
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("packaging:catalogue.open")}</Button>
      <Dialog open={open} onClose={close} aria-label={title}>
        <DialogPanel className="max-w-2xl">
          <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
            <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
            <FormAlert messageKey={failure} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t("packaging:fields.name")} name="name" errors={errors.name} />
              <SelectField
                label={t("packaging:fields.type")}
                name="type"
                defaultValue=""
                placeholder={t("packaging:catalogue.choose")}
                options={PACKAGING_TYPES.map((type) => ({ value: type, label: t(`packaging:type.${type}`) }))}
                errors={errors.type}
              />
              <FormField label={t("packaging:fields.size")} name="size" errors={errors.size} />
              <FormField
                label={t("packaging:catalogue.price")}
                name="price"
                inputMode="decimal"
                hint={t("packaging:catalogue.priceHint")}
                errors={errors.price}
              />
              <FormField
                label={t("packaging:catalogue.lengthMm")}
                name="lengthMm"
                inputMode="numeric"
                errors={errors.lengthMm}
              />
              <FormField
                label={t("packaging:catalogue.widthMm")}
                name="widthMm"
                inputMode="numeric"
                errors={errors.widthMm}
              />
              <FormField
                label={t("packaging:catalogue.heightMm")}
                name="heightMm"
                inputMode="numeric"
                errors={errors.heightMm}
              />
              <FormField
                label={t("packaging:catalogue.weightG")}
                name="weightG"
                inputMode="numeric"
                errors={errors.weightG}
              />
              <FormField label={t("packaging:fields.moq")} name="moq" inputMode="numeric" errors={errors.moq} />
              <div className="grid grid-cols-2 gap-4">
                <FormField
                  label={t("packaging:catalogue.productionMinDays")}
                  name="productionMinDays"
                  inputMode="numeric"
                  errors={errors.productionMinDays}
                />
                <FormField
                  label={t("packaging:catalogue.productionMaxDays")}
                  name="productionMaxDays"
                  inputMode="numeric"
                  errors={errors.productionMaxDays}
                />
              </div>
            </div>
            <CheckboxField
              label={t("packaging:catalogue.customSize")}
              description={t("packaging:catalogue.customSizeHint")}
              name="customSize"
              errors={errors.customSize}
            />
            <DialogActions
              onCancel={close}
              pending={create.isPending}
              cancelLabel={t("common:actions.cancel")}
              submitLabel={t("packaging:catalogue.submit")}
            />
          </form>
        </DialogPanel>
      </Dialog>
    </>
  );
}
