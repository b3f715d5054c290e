import { createServiceSchema, SERVICE_MESSAGES } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { CheckboxField } from "../ui/checkbox-field";
import { DialogActions } from "../ui/dialog-actions";
import { TextAreaField } from "../ui/text-area-field";

type Service = RouterOutputs["bookings"]["services"][number];

/** Create or edit a service (spec §3): name, description, price in EUR, what the provider needs, flags and terms. */
export function ServiceFormDialog({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(["bookings", "common"]);
  const utils = trpc.useUtils();
  const editing = service !== null;
  const form = useSchemaForm(createServiceSchema, {
    failureKey: (error) => errorKey(error, editing ? SERVICE_MESSAGES.updateFailed : SERVICE_MESSAGES.createFailed),
  });
  const price = service ? (service.price / 100).toFixed(2) : "";
  const [values, setValues] = useState({
    name: service?.name ?? "",
    description: service?.description ?? "",
    price: i18n.language === "de" ? price.replace(".", ",") : price,
    requiredInformation: service?.requiredInformation ?? "",
    requiresProductSelection: service?.requiresProductSelection ?? false,
    enabled: service?.enabled ?? true,
    termsUrl: service?.termsUrl ?? "",
  });
  const create = trpc.bookings.createService.useMutation();
  const update = trpc.bookings.updateService.useMutation();
  const pending = create.isPending || update.isPending;
  const set = (patch: Partial<typeof values>) => setValues((previous) => ({ ...previous, ...patch }));

  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog open onClose={close} aria-label={t(editing ? "services.editTitle" : "services.createTitle")}>
      <DialogPanel className="max-w-xl">
        <form
          ref={form.formRef}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(values, async () => {
              if (service) await update.mutateAsync({ serviceId: service.id, ...values });
              else await create.mutateAsync(values);
              await utils.bookings.services.invalidate();
              toast.success(t(editing ? "services.updated" : "services.created"));
              onClose();
            });
          }}
        >
          <h2 className="text-lg font-semibold text-tremor-content-strong">
            {t(editing ? "services.editTitle" : "services.createTitle")}
          </h2>
          <FormAlert messageKey={form.failure} />
          <FormField
            label={t("services.name")}
            {...form.field("name")}
            value={values.name}
            maxLength={200}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextAreaField
            label={t("services.description")}
            {...form.field("description")}
            value={values.description}
            onChange={(description) => set({ description })}
          />
          <FormField
            label={t("services.price")}
            {...form.field("price")}
            inputMode="decimal"
            value={values.price}
            hint={t("services.priceHint")}
            onChange={(event) => set({ price: event.target.value })}
          />
          <TextAreaField
            label={t("services.requiredInformation")}
            {...form.field("requiredInformation")}
            value={values.requiredInformation}
            hint={t("services.requiredInformationHint")}
            onChange={(requiredInformation) => set({ requiredInformation })}
          />
          <FormField
            label={t("services.termsUrl")}
            {...form.field("termsUrl")}
            type="url"
            value={values.termsUrl}
            hint={t("services.termsUrlHint")}
            onChange={(event) => set({ termsUrl: event.target.value })}
          />
          <CheckboxField
            label={t("services.requiresProductSelection")}
            description={t("services.requiresProductSelectionHint")}
            checked={values.requiresProductSelection}
            onChange={(event) => set({ requiresProductSelection: event.target.checked })}
          />
          <CheckboxField
            asSwitch
            label={t("services.enabled")}
            description={t("services.enabledHint")}
            checked={values.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          <DialogActions
            onCancel={close}
            pending={pending}
            cancelLabel={t("services.cancel")}
            submitLabel={t("services.save")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
