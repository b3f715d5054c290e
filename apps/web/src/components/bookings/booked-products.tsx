import { useTranslation } from "react-i18next";
import { useFormatMeasure } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";

type Product = RouterOutputs["bookings"]["get"]["products"][number];

/** A booking's products (spec §3): variant, barcode, dimensions (L × W × H), weight and images. */
export function BookedProducts({ products }: { products: Product[] }) {
  const { t } = useTranslation("bookings");
  const measure = useFormatMeasure();
  if (products.length === 0) return <p className="text-sm text-tremor-content">{t("detail.noProducts")}</p>;
  return (
    <DataTable
      label={t("detail.products")}
      rows={products}
      rowKey={(product) => product.variantId}
      rowTestId="booked-product"
      // Figures and pictures only: the wide table scrolls in a region the keyboard can focus.
      scrollRegion
      columns={[
        {
          header: t("detail.variant"),
          className: "whitespace-normal font-medium text-tremor-content-strong",
          value: "user",
          cell: (product: Product) => `${product.product} – ${product.variant}`,
        },
        { header: t("detail.sku"), value: "user", cell: (product: Product) => product.sku ?? "—" },
        { header: t("detail.barcode"), value: "user", cell: (product: Product) => product.barcode ?? "—" },
        {
          header: t("detail.dimensions"),
          // Medusa stores them without units; the platform enters millimetres and grams (product form).
          cell: (product: Product) => measure.dimensions(product.length, product.width, product.height),
        },
        { header: t("detail.weight"), cell: (product: Product) => measure.weight(product.weight) },
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
