import { createOrderSchema } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { FormField } from "../../../components/form-field";
import { AddressFields, type AddressValues, EMPTY_ADDRESS } from "../../../components/orders/address-fields";
import { type ItemLine, ItemLines, itemLine, itemsInput } from "../../../components/orders/item-lines";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { errorKey, trpc } from "../../../lib/trpc";
import { useSchemaForm } from "../../../lib/use-schema-form";

export const Route = createFileRoute("/a/orders/new")({
  beforeLoad: ({ context }) => allowArea(context.me, "orders"),
  component: CreateOrderRoute,
});

/** A manual order for one of the organisation's shops: shop, customer, shipping address and items. */
function CreateOrderRoute() {
  const { t } = useTranslation("orders");
  const navigate = Route.useNavigate();
  const shops = trpc.shops.list.useQuery();
  const [shopId, setShopId] = useState("");
  const [email, setEmail] = useState("");
  const [address, setAddress] = useState<AddressValues>(EMPTY_ADDRESS);
  const [lines, setLines] = useState<ItemLine[]>(() => [itemLine()]);
  const {
    formRef,
    errors,
    failure,
    submit: submitChecked,
  } = useSchemaForm(createOrderSchema, { failureKey: (error) => errorKey(error, "orders:errors.createFailed") });
  const create = trpc.orders.create.useMutation();
  const connected = (shops.data?.items ?? []).filter((shop) => shop.status !== "pending");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      shopId,
      email,
      shippingAddress: address,
      items: itemsInput(lines),
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
              userOptions
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
          <ItemLines lines={lines} onChange={setLines} errors={errors} />
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
