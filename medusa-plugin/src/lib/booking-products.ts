import type { EntityManager } from "typeorm";
import { containsPattern } from "./sql";

/** A platform variant as the booking form offers it and a booking shows it (spec §3). */
export type BookingProductView = {
  variantId: string;
  product: string;
  variant: string;
  sku: string | null;
  barcode: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  images: string[];
};

type VariantRow = {
  id: string;
  title: string;
  product_title: string;
  sku: string | null;
  barcode: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  thumbnail: string | null;
  images: string[] | null;
};

const EUR_PRICE = `EXISTS (SELECT 1 FROM product_variant_money_amount pvma
    JOIN money_amount ma ON ma.id = pvma.money_amount_id AND ma.deleted_at IS NULL
   WHERE pvma.variant_id = v.id AND pvma.deleted_at IS NULL AND ma.currency_code = 'eur')`;

/**
 * SQL condition: variant `v` is one of the organisation's ($1): linked in its shops or held in
 * its stock. An organisation with neither chooses from the catalogue's priced variants instead
 * (our reading of "the organisation's variants" for a merchant without shops or stock yet).
 */
export const ORGANISATION_VARIANT = `(
  CASE WHEN EXISTS (SELECT 1 FROM shop_product_link l JOIN shop s ON s.id = l.shop_id WHERE s.organisation_id = $1)
         OR EXISTS (SELECT 1 FROM location_stock ls WHERE ls.organisation_id = $1)
       THEN v.id IN (SELECT l.variant_id FROM shop_product_link l JOIN shop s ON s.id = l.shop_id WHERE s.organisation_id = $1
                     UNION SELECT ls.variant_id FROM location_stock ls WHERE ls.organisation_id = $1)
       ELSE ${EUR_PRICE}
  END)`;

const VARIANT_SELECT = `
  SELECT v.id, v.title, p.title AS product_title, v.sku, v.barcode, v.length, v.width, v.height, v.weight,
         p.thumbnail,
         (SELECT array_agg(i.url ORDER BY i.created_at, i.id) FROM product_images pi
            JOIN image i ON i.id = pi.image_id AND i.deleted_at IS NULL WHERE pi.product_id = p.id) AS images
    FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL`;

function toView(row: VariantRow): BookingProductView {
  const images = [...new Set([...(row.images ?? []), ...(row.thumbnail ? [row.thumbnail] : [])])];
  const num = (value: number | null) => (value === null ? null : Number(value));
  return {
    variantId: row.id,
    product: row.product_title,
    variant: row.title,
    sku: row.sku,
    barcode: row.barcode,
    length: num(row.length),
    width: num(row.width),
    height: num(row.height),
    weight: num(row.weight),
    images,
  };
}

/** The organisation's variants whose product, variant or SKU contains the search (at most 50). */
export async function organisationVariants(
  manager: Pick<EntityManager, "query">,
  organisationId: string,
  search: string | undefined,
): Promise<BookingProductView[]> {
  const rows: VariantRow[] = await manager.query(
    `${VARIANT_SELECT}
      WHERE v.deleted_at IS NULL AND ${ORGANISATION_VARIANT}
        AND (lower(p.title) LIKE $2 OR lower(v.title) LIKE $2 OR lower(coalesce(v.sku, '')) LIKE $2)
      ORDER BY p.title, v.variant_rank, v.title, v.id
      LIMIT 50`,
    [organisationId, containsPattern(search ?? "")],
  );
  return rows.map(toView);
}

/** The ids among `variantIds` the organisation may book with. */
export async function allowedVariantIds(
  manager: Pick<EntityManager, "query">,
  organisationId: string,
  variantIds: string[],
): Promise<Set<string>> {
  const rows: Array<{ id: string }> = await manager.query(
    `SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL
      WHERE v.deleted_at IS NULL AND v.id = ANY($2) AND ${ORGANISATION_VARIANT}`,
    [organisationId, variantIds],
  );
  return new Set(rows.map((row) => row.id));
}

/** The booked products of these bookings, in the order they were chosen, by booking id. */
export async function bookedProducts(
  manager: Pick<EntityManager, "query">,
  bookingIds: string[],
): Promise<Map<string, BookingProductView[]>> {
  const byBooking = new Map<string, BookingProductView[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows: Array<VariantRow & { booking_id: string }> = await manager.query(
    `SELECT bp.booking_id, x.* FROM booking_product bp
       JOIN LATERAL (${VARIANT_SELECT} WHERE v.id = bp.variant_id) x ON true
      WHERE bp.booking_id = ANY($1) ORDER BY bp.booking_id, bp.position`,
    [bookingIds],
  );
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push(toView(row));
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}
