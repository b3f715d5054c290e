import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";

type Product = RouterOutputs["bookings"]["get"]["products"][number];

const dimension = (value: number | null) => (value === null ? "—" : String(value));

/** A booking's products (spec §3): variant, barcode, dimensions (L × W × H), weight and images. */
export function BookedProducts({ products }: { products: Product[] }) {
  const { t } = useTranslation("bookings");
  if (products.length === 0) return <p className="text-sm text-tremor-content">{t("detail.noProducts")}</p>;
  return (
    <DataTable
      label={t("detail.products")}
      rows={products}
      rowKey={(product) => product.variantId}
      rowTestId="booked-product"
      columns={[
        {
          header: t("detail.variant"),
          className: "whitespace-normal font-medium text-tremor-content-strong",
          cell: (product: Product) => `${product.product} – ${product.variant}`,
        },
        { header: t("detail.sku"), cell: (product: Product) => product.sku ?? "—" },
        { header: t("detail.barcode"), cell: (product: Product) => product.barcode ?? "—" },
        {
          header: t("detail.dimensions"),
          cell: (product: Product) =>
            product.length === null && product.width === null && product.height === null
              ? "—"
              : `${dimension(product.length)} × ${dimension(product.width)} × ${dimension(product.height)}`,
        },
        { header: t("detail.weight"), cell: (product: Product) => (product.weight === null ? "—" : product.weight) },
        {
          header: t("detail.images"),
          cell: (product: Product) => (
            <div className="flex gap-1">
              {product.images.slice(0, 3).map((src) => (
                <img
                  key={src}
                  src={src}
                  alt={t("detail.imageOf", { name: product.product })}
                  className="h-10 w-10 rounded object-cover"
                  loading="lazy"
                />
              ))}
              {product.images.length === 0 && "—"}
            </div>
          ),
        },
      ]}
    />
  );
}
