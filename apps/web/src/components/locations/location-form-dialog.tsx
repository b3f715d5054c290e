import {
  COUNTRY_CODES,
  createLocationSchema,
  LOCATION_MESSAGES,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  type LocationStatus,
  type LocationType,
  updateLocationSchema,
} from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ZodType, ZodTypeDef, z } from "zod";
import { countryName } from "../../lib/format";
import { toast } from "../../lib/toast";
import { type RouterInputs, type RouterOutputs, trpc } from "../../lib/trpc";
import { FieldErrorsFailure, useSchemaForm } from "../../lib/use-schema-form";
import { FormField } from "../form-field";
import { DialogActions } from "../ui/dialog-actions";
import type { SearchOption } from "../ui/search-select";
import { SelectField } from "../ui/select-field";
import { MerchantChoice } from "./add-stock-dialog";

type Location = RouterOutputs["locations"]["list"]["items"][number];

type Values = {
  name: string;
  type: LocationType | "";
  status: LocationStatus;
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phone: string;
};

const TEXT_FIELDS = [
  ["address1", "address-line1"],
  ["address2", "address-line2"],
  ["postalCode", "postal-code"],
  ["city", "address-level2"],
  ["phone", "tel"],
] as const;

/**
 * Support: a new location — a platform warehouse, or one organisation's own (type Customer) — or a
 * location's name, type, status and address.
 */
export function LocationFormDialog({
  location,
  onClose,
  onSaved,
}: {
  /** The location to edit; none → a new location. */
  location?: Location;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation(["locations", "common"]);
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>({
    name: location?.name ?? "",
    type: location?.type ?? "",
    status: location?.status ?? "active",
    address1: location?.address1 ?? "",
    address2: location?.address2 ?? "",
    postalCode: location?.postalCode ?? "",
    city: location?.city ?? "",
    countryCode: location?.countryCode ?? "DE",
    phone: location?.phone ?? "",
  });
  // New and edited locations: the server's own schema for each, its failures as toasts.
  const schema: ZodType<
    unknown,
    ZodTypeDef,
    z.input<typeof createLocationSchema> | z.input<typeof updateLocationSchema>
  > = location ? updateLocationSchema : createLocationSchema;
  const { formRef, errors, submit, pending } = useSchemaForm(schema, { failureAsToast: true });
  // A new location belongs to the platform or to one organisation.
  const [owner, setOwner] = useState<"platform" | "organisation">("platform");
  const [organisation, setOrganisation] = useState<SearchOption | undefined>();
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code as string, label: countryName(code, i18n.language) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [i18n.language],
  );
  // An organisation's own location is of type Customer; platform warehouses are any other type.
  const ownLocation = location ? !location.platform : owner === "organisation";
  const types = LOCATION_TYPES.filter((type) => (ownLocation ? type === "customer" : type !== "customer"));

  const create = trpc.locations.create.useMutation();
  const update = trpc.locations.update.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, type: values.type as LocationType };
    const saved = async (id: string) => {
      toast.success(t("locations:form.saved"));
      await utils.locations.invalidate();
      onSaved?.(id);
      onClose();
    };
    if (location) {
      void submit({ locationId: location.id, ...input }, async (data) => {
        await saved((await update.mutateAsync(data as RouterInputs["locations"]["update"])).id);
      });
      return;
    }
    const organisationId = owner === "organisation" ? (organisation?.value ?? null) : null;
    void submit({ ...input, organisationId }, async (data) => {
      if (owner === "organisation" && !organisation) {
        throw new FieldErrorsFailure({ organisationId: [LOCATION_MESSAGES.chooseOrganisation] });
      }
      await saved((await create.mutateAsync(data as RouterInputs["locations"]["create"])).id);
    });
  };
  const set = (patch: Partial<Values>) => setValues((previous) => ({ ...previous, ...patch }));
  const title = location
    ? t("locations:form.editTitle", { name: location.name })
    : t(owner === "organisation" ? "locations:form.createOwnTitle" : "locations:form.createTitle");

  return (
    <Dialog open onClose={() => !pending && onClose()} aria-label={title}>
      <DialogPanel className="max-w-xl">
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
          {!location && (
            <SelectField
              label={t("locations:form.owner")}
              value={owner}
              onChange={(event) => {
                const next = event.target.value as "platform" | "organisation";
                setOwner(next);
                // An organisation's own location is of type Customer; a warehouse never is.
                set({ type: next === "organisation" ? "customer" : "" });
              }}
              options={[
                { value: "platform", label: t("locations:form.ownerPlatform") },
                { value: "organisation", label: t("locations:form.ownerOrganisation") },
              ]}
            />
          )}
          {!location && owner === "organisation" && (
            <MerchantChoice selected={organisation} onChange={setOrganisation} errors={errors.organisationId} />
          )}
          <FormField
            label={t("locations:list.name")}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            errors={errors.name}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t("locations:list.type")}
              value={values.type}
              placeholder={t("locations:form.choose")}
              onChange={(event) => set({ type: event.target.value as LocationType | "" })}
              options={types.map((type) => ({ value: type, label: t(`locations:type.${type}`) }))}
              errors={errors.type}
            />
            <SelectField
              label={t("locations:list.status")}
              value={values.status}
              onChange={(event) => set({ status: event.target.value as LocationStatus })}
              options={LOCATION_STATUSES.map((status) => ({ value: status, label: t(`locations:status.${status}`) }))}
              errors={errors.status}
            />
            {TEXT_FIELDS.map(([field, autoComplete]) => (
              <FormField
                key={field}
                label={t(`locations:form.${field}`)}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => set({ [field]: event.target.value })}
                errors={errors[field]}
              />
            ))}
            <SelectField
              label={t("locations:list.country")}
              value={values.countryCode}
              onChange={(event) => set({ countryCode: event.target.value })}
              options={countries}
              errors={errors.countryCode}
            />
          </div>
          <DialogActions
            onCancel={onClose}
            pending={pending}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("locations:form.save")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
