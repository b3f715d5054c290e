import {
  BULK_IMPORT_METHODS,
  type CreateProductRequestInput,
  createProductRequestSchema,
  type UploadedFile,
} from "@platform/domain";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { FormField } from "../../../components/form-field";
import { type ShopProductHit, ShopProductSearch } from "../../../components/products/shop-product-search";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { TextAreaField } from "../../../components/ui/text-area-field";
import { FilePicker } from "../../../components/uploads/file-picker";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { trpc } from "../../../lib/trpc";
import { useSchemaForm } from "../../../lib/use-schema-form";

export const Route = createFileRoute("/a/product-requests/new")({
  beforeLoad: ({ context }) => allowArea(context.me, "fileProductRequests"),
  component: NewProductRequestRoute,
});

const FLAGS = [
  "brandService",
  "dropshippingOffer",
  "photoContent",
  "colourBox",
  "productSpecification",
  "productRequirements",
] as const;

/** New product request (spec §2, §3): shop, the shop's product, names, description, documents, services. */
function NewProductRequestRoute() {
  const { t } = useTranslation(["products", "common"]);
  const navigate = useNavigate();
  const shops = trpc.shops.list.useQuery();
  const create = trpc.productRequests.create.useMutation();
  const form = useSchemaForm(createProductRequestSchema, { failureKey: "products:errors.createFailed" });
  const [shopId, setShopId] = useState("");
  const [shopProduct, setShopProduct] = useState<ShopProductHit | null>(null);
  const [productName, setProductName] = useState("");
  const [producerName, setProducerName] = useState("");
  const [description, setDescription] = useState("");
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number] | "bulkOrderOffer", boolean>>({
    brandService: false,
    dropshippingOffer: false,
    bulkOrderOffer: false,
    photoContent: false,
    colourBox: false,
    productSpecification: false,
    productRequirements: false,
  });
  const [bulkAmount, setBulkAmount] = useState("");
  const [importMethod, setImportMethod] = useState("");
  const connected = (shops.data?.items ?? []).filter((shop) => shop.status === "active");

  const send = (submit: boolean) =>
    void form.submit(
      {
        shopId,
        shopProduct: shopProduct
          ? {
              productId: shopProduct.productId,
              variantId: shopProduct.variantId,
              title:
                shopProduct.variantTitle === "Default Title"
                  ? shopProduct.title
                  : `${shopProduct.title} – ${shopProduct.variantTitle}`,
            }
          : null,
        productName,
        producerName,
        description,
        files: files.map((file) => ({ id: file.id })),
        ...flags,
        bulkAmount: flags.bulkOrderOffer && bulkAmount !== "" ? Number(bulkAmount) : null,
        importMethod: flags.bulkOrderOffer && importMethod ? importMethod : null,
        submit,
      },
      async (data: CreateProductRequestInput) => {
        const created = await create.mutateAsync(data);
        toast.success(t(submit ? "products:create.created" : "products:create.draftSaved"));
        await navigate({ to: "/a/product-requests/$requestId", params: { requestId: created.id } });
      },
    );

  return (
    <div>
      <PageHeader title={t("products:create.title")} description={t("products:create.subtitle")} />
      <Card className="max-w-3xl">
        <form
          ref={form.formRef}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            send(true);
          }}
        >
          <FormAlert messageKey={form.failure} />
          <SelectField
            label={t("products:create.shop")}
            {...form.field("shopId")}
            value={shopId}
            placeholder={t("products:create.chooseShop")}
            onChange={(event) => {
              setShopId(event.target.value);
              setShopProduct(null);
            }}
            options={connected.map((shop) => ({ value: shop.id, label: shop.name }))}
          />
          {shops.data && connected.length === 0 && (
            <p className="text-sm text-tremor-content">
              {t("products:create.noShops")}{" "}
              <Link to="/a/shops" className="text-indigo-700 underline">
                {t("common:nav.shops")}
              </Link>
            </p>
          )}
          {shopId && (
            <fieldset className="space-y-2 rounded-tremor-default border border-tremor-border p-3">
              <legend className="px-1 text-sm font-medium text-tremor-content-emphasis">
                {t("products:create.shopProduct")}
              </legend>
              <p className="text-sm text-tremor-content">{t("products:create.shopProductHint")}</p>
              <p className="text-sm text-tremor-content-strong" data-testid="chosen-shop-product">
                {shopProduct
                  ? t("products:create.shopProductChosen", {
                      title: `${shopProduct.title} – ${shopProduct.variantTitle}`,
                    })
                  : t("products:create.shopProductNone")}
                {shopProduct && (
                  <Button type="button" size="xs" variant="light" className="ml-2" onClick={() => setShopProduct(null)}>
                    {t("products:create.clear")}
                  </Button>
                )}
              </p>
              <ShopProductSearch
                shopId={shopId}
                label={t("products:create.shopProductSearch")}
                chooseLabel={t("products:create.choose")}
                onChoose={(hit) => {
                  setShopProduct(hit);
                  if (!productName) setProductName(hit.title);
                }}
              />
            </fieldset>
          )}
          <FormField
            label={t("products:create.productName")}
            {...form.field("productName")}
            value={productName}
            maxLength={200}
            onChange={(event) => setProductName(event.target.value)}
          />
          <FormField
            label={t("products:create.producerName")}
            {...form.field("producerName")}
            value={producerName}
            maxLength={200}
            onChange={(event) => setProducerName(event.target.value)}
          />
          <TextAreaField
            label={t("products:create.description")}
            {...form.field("description")}
            id="request-description"
            rows={5}
            value={description}
            onChange={setDescription}
          />
          <FilePicker
            label={t("products:create.documents")}
            value={files}
            onChange={setFiles}
            errors={form.errors.files}
          />
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium text-tremor-content-emphasis">
              {t("products:services.title")}
            </legend>
            {FLAGS.slice(0, 2).map((flag) => (
              <CheckboxField
                key={flag}
                name={form.fieldName(flag)}
                label={t(`products:services.${flag}`)}
                checked={flags[flag]}
                onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
              />
            ))}
            <CheckboxField
              name={form.fieldName("bulkOrderOffer")}
              label={t("products:services.bulkOrderOffer")}
              checked={flags.bulkOrderOffer}
              onChange={(event) => setFlags({ ...flags, bulkOrderOffer: event.target.checked })}
            />
            {flags.bulkOrderOffer && (
              <div className="grid gap-3 pl-7 sm:grid-cols-2">
                <FormField
                  label={t("products:services.bulkAmount")}
                  {...form.field("bulkAmount")}
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={bulkAmount}
                  onChange={(event) => setBulkAmount(event.target.value)}
                />
                <SelectField
                  label={t("products:services.importMethod")}
                  {...form.field("importMethod")}
                  value={importMethod}
                  placeholder={t("products:create.choose")}
                  onChange={(event) => setImportMethod(event.target.value)}
                  options={BULK_IMPORT_METHODS.map(({ method }) => ({
                    value: method,
                    label: t(`products:importMethod.${method}`),
                  }))}
                />
              </div>
            )}
            {FLAGS.slice(2).map((flag) => (
              <CheckboxField
                key={flag}
                name={form.fieldName(flag)}
                label={t(`products:services.${flag}`)}
                checked={flags[flag]}
                onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
              />
            ))}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" loading={create.isPending} onClick={() => send(false)}>
              {t("products:create.saveDraft")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("products:create.submit")}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
