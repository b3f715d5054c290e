import { Button, Card } from "@tremor/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { CheckboxField } from "../ui/checkbox-field";
import { SelectField } from "../ui/select-field";
import { TextAreaField } from "../ui/text-area-field";
import { type AdminProduct, useAdminCatalogueOptions, useAdminUpload, useUpdateAdminProduct } from "./admin-product";
import { CustomsCodeFields, DimensionFields } from "./customs-fields";

const STATUSES = ["draft", "proposed", "published", "rejected"] as const;

const text = (value: string) => (value.trim() === "" ? null : value.trim());
const number = (value: string) => (value.trim() === "" ? null : Number(value));
const shown = (value: number | string | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/**
 * Spec §3 Product through Medusa's admin API: the catalogue fields Medusa has (including origin
 * country, MID and HS code, material, weight and dimensions), images, and what Medusa lacks —
 * specifications and a customs description — as product metadata.
 */
export function ProductDetailsForm({ product, onSignedOut }: { product: AdminProduct; onSignedOut: () => void }) {
  const { t } = useTranslation("products");
  const options = useAdminCatalogueOptions(onSignedOut);
  const update = useUpdateAdminProduct(product.id, onSignedOut);
  const upload = useAdminUpload(onSignedOut);
  const fileInput = useRef<HTMLInputElement>(null);
  const imagesId = useId();
  const metadata = product.metadata ?? {};
  const [values, setValues] = useState({
    title: product.title,
    subtitle: shown(product.subtitle),
    handle: shown(product.handle),
    status: product.status,
    description: shown(product.description),
    collection_id: shown(product.collection_id),
    type: product.type?.value ?? "",
    tags: product.tags.map((tag) => tag.value).join(", "),
    category: product.categories?.[0]?.id ?? "",
    discountable: product.discountable,
    origin_country: shown(product.origin_country),
    mid_code: shown(product.mid_code),
    hs_code: shown(product.hs_code),
    material: shown(product.material),
    weight: shown(product.weight),
    length: shown(product.length),
    height: shown(product.height),
    width: shown(product.width),
    specifications: shown(metadata.specifications as string | undefined),
    customs_description: shown(metadata.customs_description as string | undefined),
  });
  const [images, setImages] = useState(product.images.map((image) => image.url));
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const setText = (key: keyof typeof values) => (value: string) => setValues({ ...values, [key]: value });

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await update.mutateAsync({
        title: values.title.trim(),
        subtitle: text(values.subtitle),
        handle: text(values.handle) ?? undefined,
        status: values.status,
        description: text(values.description),
        collection_id: text(values.collection_id),
        type: text(values.type) ? { value: values.type.trim() } : null,
        tags: values.tags
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean)
          .map((value) => ({ value })),
        categories: values.category ? [{ id: values.category }] : [],
        discountable: values.discountable,
        origin_country: text(values.origin_country)?.toUpperCase() ?? null,
        mid_code: text(values.mid_code),
        hs_code: text(values.hs_code),
        material: text(values.material),
        weight: number(values.weight),
        length: number(values.length),
        height: number(values.height),
        width: number(values.width),
        images,
        thumbnail: images[0] ?? null,
        metadata: {
          specifications: text(values.specifications) ?? "",
          customs_description: text(values.customs_description) ?? "",
        },
      });
      toast.success(t("edit.saved"));
    } catch {
      setFailure("products:errors.saveFailed");
    }
  }

  async function addImages(list: FileList | null) {
    const files = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = "";
    if (files.length === 0) return;
    try {
      const uploaded = await upload.mutateAsync(files);
      setImages([...images, ...uploaded.map((file) => file.url)]);
    } catch {
      setFailure("products:errors.uploadFailed");
    }
  }

  return (
    <Card>
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-5" data-testid="product-details-form">
        <FormAlert messageKey={failure} />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={t("edit.titleField")} name="title" value={values.title} onChange={set("title")} required />
          <FormField label={t("edit.subtitle")} name="subtitle" value={values.subtitle} onChange={set("subtitle")} />
          <FormField label={t("edit.handle")} name="handle" value={values.handle} onChange={set("handle")} />
          <SelectField
            label={t("edit.status")}
            name="status"
            value={values.status}
            onChange={(event) => setValues({ ...values, status: event.target.value as AdminProduct["status"] })}
            options={STATUSES.map((status) => ({ value: status, label: t(`productStatus.${status}`) }))}
          />
          <SelectField
            label={t("edit.collection")}
            name="collection_id"
            value={values.collection_id}
            placeholder={t("edit.none")}
            onChange={set("collection_id")}
            options={(options.data?.collections ?? []).map((c) => ({ value: c.id, label: c.title }))}
          />
          <FormField label={t("edit.type")} name="type" value={values.type} onChange={set("type")} />
          <FormField label={t("edit.tags")} name="tags" value={values.tags} onChange={set("tags")} />
          <SelectField
            label={t("edit.categories")}
            name="category"
            value={values.category}
            placeholder={t("edit.none")}
            onChange={set("category")}
            options={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </div>
        <CheckboxField
          label={t("edit.discountable")}
          name="discountable"
          checked={values.discountable}
          onChange={(event) => setValues({ ...values, discountable: event.target.checked })}
        />
        <TextAreaField
          label={t("edit.description")}
          name="description"
          rows={4}
          value={values.description}
          onChange={setText("description")}
        />
        <fieldset className="grid gap-4 md:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold text-tremor-content-strong">{t("overview.customs")}</legend>
          <CustomsCodeFields values={values} onChange={set} />
          <FormField label={t("edit.material")} name="material" value={values.material} onChange={set("material")} />
          <DimensionFields values={values} onChange={set} />
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          <TextAreaField
            label={t("edit.specifications")}
            name="specifications"
            rows={4}
            value={values.specifications}
            onChange={setText("specifications")}
          />
          <TextAreaField
            label={t("edit.customsDescription")}
            name="customs_description"
            rows={4}
            value={values.customs_description}
            onChange={setText("customs_description")}
          />
        </div>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-tremor-content-strong">{t("edit.images")}</h3>
          {images.length === 0 ? (
            <p className="text-sm text-tremor-content">{t("edit.noImages")}</p>
          ) : (
            <ul className="flex flex-wrap gap-3">
              {images.map((url) => (
                <li key={url} className="relative">
                  <img src={url} alt="" className="h-24 w-24 rounded border object-cover" />
                  <Button
                    type="button"
                    size="xs"
                    variant="secondary"
                    className="mt-1"
                    onClick={() => setImages(images.filter((image) => image !== url))}
                  >
                    {t("edit.removeImage")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <label htmlFor={imagesId} className="block text-sm font-medium text-tremor-content-emphasis">
            {t("edit.addImages")}
          </label>
          <input
            id={imagesId}
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            onChange={(event) => void addImages(event.target.files)}
            className="block text-sm"
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending || upload.isPending}>
            {t("edit.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
