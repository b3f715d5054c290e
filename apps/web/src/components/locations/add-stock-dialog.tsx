import { addStockFormSchema } from "@platform/domain";
import { Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormField } from "../form-field";
import { DialogActions } from "../ui/dialog-actions";
import { type SearchOption, SearchSelect } from "../ui/search-select";

/** Active merchant organisations matching a search (support). */
function useMerchantOptions(search: string): SearchOption[] {
  const merchants = trpc.organisation.list.useQuery(
    { type: "merchant", status: "active", search: search || undefined, pageSize: 50 },
    { placeholderData: (previous) => previous },
  );
  return (merchants.data?.items ?? []).map((organisation) => ({ value: organisation.id, label: organisation.name }));
}

/** Platform variants matching a search (support). */
function useVariantOptions(search: string): SearchOption[] {
  const variants = trpc.locations.variants.useQuery(
    { search: search || undefined },
    { placeholderData: (previous) => previous },
  );
  return (variants.data ?? []).map((variant) => ({
    value: variant.id,
    label: `${variant.product} · ${variant.variant}${variant.sku ? ` (${variant.sku})` : ""}`,
  }));
}

/** Support chooses a merchant organisation (searchable). */
export function MerchantChoice({
  selected,
  onChange,
  errors,
}: {
  selected: SearchOption | undefined;
  onChange: (option: SearchOption | undefined) => void;
  errors?: string[];
}) {
  const { t } = useTranslation("locations");
  return (
    <SearchSelect
      label={t("addStock.organisation")}
      searchLabel={t("addStock.searchOrganisation")}
      placeholder={t("form.choose")}
      selected={selected}
      onChange={onChange}
      errors={errors}
      useOptions={useMerchantOptions}
    />
  );
}

/**
 * Support: stock of an organisation's variant at this location that is not listed yet (the first
 * goods of a new merchant or product). Listed stock is changed with "Set on hand".
 */
export function AddStockDialog({ locationId, onClose }: { locationId: string; onClose: () => void }) {
  const { t } = useTranslation(["locations", "common"]);
  const utils = trpc.useUtils();
  const [organisation, setOrganisation] = useState<SearchOption | undefined>();
  const [variant, setVariant] = useState<SearchOption | undefined>();
  const [onHand, setOnHand] = useState("");
  const { formRef, errors, submit } = useSchemaForm(addStockFormSchema, { failureAsToast: true });
  const add = trpc.locations.adjustStock.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      organisationId: organisation?.value ?? "",
      locationId,
      variantId: variant?.value ?? "",
      onHand: onHand.trim() === "" ? undefined : Number(onHand),
    };
    void submit(values, async (data) => {
      const result = await add.mutateAsync(data);
      toast.success(
        result.routedOrders > 0
          ? t("locations:addStock.savedRouted", { count: result.routedOrders })
          : t("locations:adjust.saved"),
      );
      await utils.locations.get.invalidate({ locationId });
      onClose();
    });
  };

  return (
    <Dialog open onClose={() => !add.isPending && onClose()} aria-label={t("locations:addStock.title")}>
      <DialogPanel className="max-w-xl">
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
          <h2 className="text-lg font-semibold text-tremor-content-strong">{t("locations:addStock.title")}</h2>
          <p className="text-sm text-tremor-content">{t("locations:addStock.text")}</p>
          <MerchantChoice selected={organisation} onChange={setOrganisation} errors={errors.organisationId} />
          <SearchSelect
            label={t("locations:addStock.variant")}
            searchLabel={t("locations:addStock.searchVariant")}
            placeholder={t("locations:form.choose")}
            selected={variant}
            onChange={setVariant}
            errors={errors.variantId}
            useOptions={useVariantOptions}
          />
          <FormField
            label={t("locations:detail.onHand")}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={onHand}
            onChange={(event) => setOnHand(event.target.value)}
            errors={errors.onHand}
          />
          <DialogActions
            onCancel={onClose}
            pending={add.isPending}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("locations:addStock.save")}
          />
        </form>
      </DialogPanel>
    </Dialog>
  );
}
