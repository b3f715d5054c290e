import { createPackagingSchema, PACKAGING_MESSAGES, PACKAGING_TYPES, parsePriceCents } from "@platform/domain";
import { useNavigate } from "@tanstack/react-router";
import { Button, Dialog, DialogPanel } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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

/** The whole-number fields, in the order the dialog shows them. */
const MEASURES = ["lengthMm", "widthMm", "heightMm", "weightG"] as const;
const PRODUCTION_DAYS = ["productionMinDays", "productionMaxDays"] as const;

/** Support adds a stock packaging to the catalogue (the server checks it again with the same schema). */
export function NewPackagingButton() {
  const { t } = useTranslation(["packaging", "common"]);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.packaging.create.useMutation();
  const { formRef, field, failure, handleSubmit, reset, valuesOf } = useSchemaForm(createPackagingSchema, {
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
      const values = valuesOf(form);
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
              <FormField label={t("packaging:fields.name")} {...field("name")} />
              <SelectField
                label={t("packaging:fields.type")}
                {...field("type")}
                defaultValue=""
                placeholder={t("packaging:catalogue.choose")}
                options={PACKAGING_TYPES.map((type) => ({ value: type, label: t(`packaging:type.${type}`) }))}
              />
              <FormField label={t("packaging:fields.size")} {...field("size")} />
              <FormField
                label={t("packaging:catalogue.price")}
                {...field("price")}
                inputMode="decimal"
                hint={t("packaging:catalogue.priceHint")}
              />
              {MEASURES.map((name) => (
                <FormField key={name} label={t(`packaging:catalogue.${name}`)} {...field(name)} inputMode="numeric" />
              ))}
              <FormField label={t("packaging:fields.moq")} {...field("moq")} inputMode="numeric" />
              <div className="grid grid-cols-2 gap-4">
                {PRODUCTION_DAYS.map((name) => (
                  <FormField key={name} label={t(`packaging:catalogue.${name}`)} {...field(name)} inputMode="numeric" />
                ))}
              </div>
            </div>
            <CheckboxField
              label={t("packaging:catalogue.customSize")}
              description={t("packaging:catalogue.customSizeHint")}
              {...field("customSize")}
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
