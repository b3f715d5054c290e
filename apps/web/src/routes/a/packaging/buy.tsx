import { buyPackagingSchema, PACKAGING_MESSAGES } from "@platform/domain";
import { createFileRoute } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { FormField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { buyPackagingSearchSchema } from "../../../lib/packaging-search";
import { toast } from "../../../lib/toast";
import { trpc } from "../../../lib/trpc";
import { useSchemaForm } from "../../../lib/use-schema-form";

export const Route = createFileRoute("/a/packaging/buy")({
  validateSearch: (search) => buyPackagingSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "buyPackaging"),
  component: BuyPackagingRoute,
});

/** Buy packaging: stock packaging for a location, at least its MOQ. */
function BuyPackagingRoute() {
  const { t } = useTranslation("packaging");
  const money = useFormatMoney();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const catalogue = trpc.packaging.list.useQuery({ kind: "stock", status: "active", page: 1, pageSize: 100 });
  const locations = trpc.locations.list.useQuery({ status: "active", page: 1, pageSize: 100 });
  const [packagingId, setPackagingId] = useState(search.packagingId ?? "");
  const [locationId, setLocationId] = useState(search.locationId ?? "");
  const [quantity, setQuantity] = useState("");
  const chosen = catalogue.data?.items.find((p) => p.id === packagingId);
  // The chosen packaging's MOQ is checked here too (the server checks it again), so the form's
  // re-check as the user types says at once whether the quantity is now enough.
  const moq = chosen?.moq;
  const schema = useMemo(
    () =>
      buyPackagingSchema.refine((value) => moq === undefined || value.quantity >= moq, {
        path: ["quantity"],
        message: PACKAGING_MESSAGES.belowMoq,
      }),
    [moq],
  );
  const { formRef, errors, failure, submit } = useSchemaForm(schema, {
    failureKey: "packaging:errors.createFailed",
  });
  const buy = trpc.packaging.buy.useMutation();
  const count = Number(quantity) || 0;

  async function send(event: FormEvent) {
    event.preventDefault();
    await submit(
      { packagingId, locationId, quantity: quantity === "" ? Number.NaN : Number(quantity) },
      async (data) => {
        const created = await buy.mutateAsync(data);
        toast.success(t("buy.created", { number: created.number }));
        void navigate({ to: "/a/packaging/orders/$packagingOrderId", params: { packagingOrderId: created.id } });
      },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t("buy.title")} description={t("buy.description")} />
      <Card>
        <form ref={formRef} onSubmit={(event) => void send(event)} noValidate className="space-y-4 md:max-w-xl">
          <FormAlert messageKey={failure} />
          <SelectField
            label={t("buy.packaging")}
            value={packagingId}
            placeholder={t("buy.choose")}
            onChange={(event) => setPackagingId(event.target.value)}
            userOptions
            options={(catalogue.data?.items ?? []).map((p) => ({
              value: p.id,
              label: `${p.name} (${p.size}) · ${money(p.price, p.currencyCode)}`,
            }))}
            errors={errors.packagingId}
          />
          <SelectField
            label={t("fields.location")}
            value={locationId}
            placeholder={t("buy.choose")}
            onChange={(event) => setLocationId(event.target.value)}
            userOptions
            options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
            errors={errors.locationId}
          />
          <FormField
            label={t("fields.quantity")}
            type="number"
            inputMode="numeric"
            min={chosen?.moq ?? 1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            hint={chosen ? t("detail.moqHint", { moq: chosen.moq }) : undefined}
            errors={errors.quantity}
          />
          {chosen && (
            <div className="space-y-1 text-sm text-tremor-content-emphasis" data-testid="buy-summary">
              <p>
                {t("buy.summary", {
                  quantity: count,
                  price: money(chosen.price, chosen.currencyCode),
                  total: money(chosen.price * count, chosen.currencyCode),
                })}
              </p>
              <p>
                {t("fields.productionTime")}:{" "}
                {t("units.days", { min: chosen.productionMinDays, max: chosen.productionMaxDays })}
              </p>
            </div>
          )}
          <SubmitButton pending={buy.isPending} fullWidth={false}>
            {t("buy.submit")}
          </SubmitButton>
        </form>
      </Card>
    </div>
  );
}
