import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc";
import { TABLE_WRAPPER } from "../ui/table";

type Product = RouterOutputs["bookings"]["get"]["products"][number];

const dimension = (value: number | null) => (value === null ? "—" : String(value));

/** A booking's products (spec §3): variant, barcode, dimensions (L × W × H), weight and images. */
export function BookedProducts({ products }: { products: Product[] }) {
  const { t } = useTranslation("bookings");
  if (products.length === 0) return <p className="text-sm text-tremor-content">{t("detail.noProducts")}</p>;
  return (
    <div className={TABLE_WRAPPER}>
      <Table>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t("detail.variant")}</TableHeaderCell>
            <TableHeaderCell>{t("detail.sku")}</TableHeaderCell>
            <TableHeaderCell>{t("detail.barcode")}</TableHeaderCell>
            <TableHeaderCell>{t("detail.dimensions")}</TableHeaderCell>
            <TableHeaderCell>{t("detail.weight")}</TableHeaderCell>
            <TableHeaderCell>{t("detail.images")}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.variantId} data-testid="booked-product">
              <TableCell className="whitespace-normal font-medium text-tremor-content-strong">
                {product.product} – {product.variant}
              </TableCell>
              <TableCell>{product.sku ?? "—"}</TableCell>
              <TableCell>{product.barcode ?? "—"}</TableCell>
              <TableCell>
                {product.length === null && product.width === null && product.height === null
                  ? "—"
                  : `${dimension(product.length)} × ${dimension(product.width)} × ${dimension(product.height)}`}
              </TableCell>
              <TableCell>{product.weight === null ? "—" : product.weight}</TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
