import { createOrderSchema } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { FormField } from "../../../components/form-field";
import { AddressFields, type AddressValues, EMPTY_ADDRESS } from "../../../components/orders/address-fields";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { errorKey, trpc } from "../../../lib/trpc";
import { useSchemaForm } from "../../../lib/use-schema-form";

export const Route = createFileRoute("/a/orders/new")({
  beforeLoad: ({ context }) => allowArea(context.me, "orders"),
  component: CreateOrderRoute,
});

type Line = { key: number; variantId: string; quantity: string };

/** A manual order for one of the organisation's shops: shop, customer, shipping address and items. */
function CreateOrderRoute() {
  const { t } = useTranslation("orders");
  const navigate = Route.useNavigate();
  const money = useFormatMoney();
  const shops = trpc.shops.list.useQuery();
  const variants = trpc.orders.variantOptions.useQuery({});
  const [shopId, setShopId] = useState("");
  const [email, setEmail] = useState("");
  const [address, setAddress] = useState<AddressValues>(EMPTY_ADDRESS);
  const [lines, setLines] = useState<Line[]>([{ key: 1, variantId: "", quantity: "1" }]);
  const {
    formRef,
    errors,
    failure,
    submit: submitChecked,
  } = useSchemaForm(createOrderSchema, { failureKey: (error) => errorKey(error, "orders:errors.createFailed") });
  const create = trpc.orders.create.useMutation();
  const connected = (shops.data?.items ?? []).filter((shop) => shop.status !== "pending");
  const priceOf = new Map((variants.data ?? []).map((v) => [v.id, v.price]));
  const subtotal = lines.reduce((sum, l) => sum + (priceOf.get(l.variantId) ?? 0) * (Number(l.quantity) || 0), 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      shopId,
      email,
      shippingAddress: address,
      items: lines
        .filter((l) => l.variantId)
        .map((l) => ({ variantId: l.variantId, quantity: l.quantity === "" ? Number.NaN : Number(l.quantity) })),
    };
    await submitChecked(input, async (data) => {
      const created = await create.mutateAsync(data);
      toast.success(t("create.done"));
      void navigate({ to: "/a/orders/$orderId", params: { orderId: created.id } });
    });
  }

  return (
    <div className="space-y-6">
      <Link to="/a/orders" className="text-sm text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      <PageHeader title={t("create.title")} description={t("create.intro")} />
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <FormAlert messageKey={failure} />
        <Card className="space-y-4">
          <h2 className="text-base font-semibold text-tremor-content-strong">{t("create.order")}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t("create.shop")}
              value={shopId}
              placeholder={t("create.chooseShop")}
              onChange={(e) => setShopId(e.target.value)}
              options={connected.map((shop) => ({ value: shop.id, label: shop.name }))}
              errors={errors.shopId}
            />
            <FormField
              label={t("create.email")}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              errors={errors.email}
            />
          </div>
        </Card>
        <Card className="space-y-4">
          <h2 className="text-base font-semibold text-tremor-content-strong">{t("shipping.title")}</h2>
          <AddressFields value={address} onChange={setAddress} errors={errors} />
        </Card>
        <Card className="space-y-4">
          <h2 className="text-base font-semibold text-tremor-content-strong">{t("create.items")}</h2>
          {lines.map((line, index) => (
            <div key={line.key} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]">
              <SelectField
                label={t("create.variant", { index: index + 1 })}
                value={line.variantId}
                placeholder={t("create.chooseVariant")}
                onChange={(e) =>
                  setLines(lines.map((l) => (l.key === line.key ? { ...l, variantId: e.target.value } : l)))
                }
                options={(variants.data ?? []).map((v) => ({
                  value: v.id,
                  label: `${v.product} – ${v.variant}${v.sku ? ` (${v.sku})` : ""} · ${money(v.price, "eur")}`,
                }))}
                errors={errors[`items.${index}.variantId`]}
              />
              <FormField
                label={t("create.quantity", { index: index + 1 })}
                type="number"
                min={1}
                value={line.quantity}
                onChange={(e) =>
                  setLines(lines.map((l) => (l.key === line.key ? { ...l, quantity: e.target.value } : l)))
                }
                errors={errors[`items.${index}.quantity`]}
              />
              <Button
                type="button"
                variant="light"
                color="rose"
                disabled={lines.length === 1}
                onClick={() => setLines(lines.filter((l) => l.key !== line.key))}
              >
                {t("create.removeItem")}
              </Button>
            </div>
          ))}
          {errors.items?.length ? (
            <p className="text-sm text-rose-600">{errors.items.map((key) => t(key)).join(" ")}</p>
          ) : null}
          <div className="flex items-center justify-between">
            <Button
              type="button"
              variant="secondary"
              onClick={() => setLines([...lines, { key: Date.now(), variantId: "", quantity: "1" }])}
            >
              {t("create.addItem")}
            </Button>
            <p className="text-sm text-tremor-content">{t("create.subtotal", { amount: money(subtotal, "eur") })}</p>
          </div>
        </Card>
        <div className="flex justify-end gap-2">
          <Link to="/a/orders" className="px-4 py-2 text-sm text-tremor-content hover:underline">
            {t("create.cancel")}
          </Link>
          <Button type="submit" loading={create.isPending}>
            {t("create.submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
