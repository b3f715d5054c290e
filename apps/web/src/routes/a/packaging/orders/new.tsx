import { createOrderUniqueSchema, type UploadedFile } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../../components/form-alert";
import { FormField } from "../../../../components/form-field";
import { VariantPicker } from "../../../../components/packaging/variant-picker";
import { SubmitButton } from "../../../../components/submit-button";
import { PageHeader } from "../../../../components/ui/page-header";
import type { SearchOption } from "../../../../components/ui/search-select";
import { SelectField } from "../../../../components/ui/select-field";
import { FilePicker } from "../../../../components/uploads/file-picker";
import { allowArea } from "../../../../lib/guards";
import { toast } from "../../../../lib/toast";
import { trpc } from "../../../../lib/trpc";
import { useSchemaForm } from "../../../../lib/use-schema-form";

export const Route = createFileRoute("/a/packaging/orders/new")({
  beforeLoad: ({ context }) => allowArea(context.me, "orderPackaging"),
  component: CreateOrderUniqueRoute,
});

/** Order-unique packaging: the order by its number, shop, product and variant, size, up to 5 images. */
function CreateOrderUniqueRoute() {
  const { t } = useTranslation("packaging");
  const navigate = Route.useNavigate();
  const shops = trpc.shops.list.useQuery();
  const sizes = trpc.packaging.list.useQuery({ kind: "stock", status: "active", page: 1, pageSize: 100 });
  const [orderNumber, setOrderNumber] = useState("");
  const [shopId, setShopId] = useState("");
  const [variant, setVariant] = useState<SearchOption | undefined>();
  const [packagingId, setPackagingId] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const { formRef, errors, failure, submit } = useSchemaForm(createOrderUniqueSchema, {
    failureKey: "packaging:errors.createFailed",
  });
  const create = trpc.packaging.createOrderUnique.useMutation();

  async function send(event: FormEvent) {
    event.preventDefault();
    await submit(
      {
        orderNumber,
        shopId: shopId || undefined,
        variantId: variant?.value ?? "",
        packagingId,
        quantity: quantity === "" ? Number.NaN : Number(quantity),
        files: files.map((file) => ({ id: file.id })),
      },
      async (data) => {
        const created = await create.mutateAsync(data);
        toast.success(t("create.created", { number: created.number }));
        void navigate({ to: "/a/packaging/orders/$packagingOrderId", params: { packagingOrderId: created.id } });
      },
    );
  }

  return (
    <div className="space-y-6">
      <Link to="/a/packaging/orders" className="text-sm text-indigo-700 hover:underline">
        ← {t("order.back")}
      </Link>
      <PageHeader title={t("create.title")} description={t("create.description")} />
      <Card>
        <form ref={formRef} onSubmit={(event) => void send(event)} noValidate className="space-y-4 md:max-w-2xl">
          <FormAlert messageKey={failure} />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              label={t("create.orderNumber")}
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
              hint={t("create.orderNumberHint")}
              errors={errors.orderNumber}
            />
            <SelectField
              label={t("create.shop")}
              value={shopId}
              placeholder={t("create.anyShop")}
              onChange={(event) => setShopId(event.target.value)}
              userOptions
              options={(shops.data?.items ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
              errors={errors.shopId}
            />
          </div>
          <VariantPicker
            label={t("create.product")}
            selected={variant}
            onChange={setVariant}
            errors={errors.variantId}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t("create.size")}
              value={packagingId}
              placeholder={t("buy.choose")}
              onChange={(event) => setPackagingId(event.target.value)}
              userOptions
              options={(sizes.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.size})` }))}
              errors={errors.packagingId}
            />
            <FormField
              label={t("fields.quantity")}
              type="number"
              inputMode="numeric"
              min={1}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              errors={errors.quantity}
            />
          </div>
          <FilePicker label={t("create.files")} value={files} onChange={setFiles} errors={errors.files} />
          <SubmitButton pending={create.isPending} fullWidth={false}>
            {t("create.submit")}
          </SubmitButton>
        </form>
      </Card>
    </div>
  );
}
