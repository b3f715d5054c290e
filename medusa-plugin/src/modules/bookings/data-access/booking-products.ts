import type { EntityManager } from "typeorm";
import { containsPattern, query, raw, type Sql, sql } from "../../../lib/sql";

// The platform variants a booking is made with: what the booking form offers a merchant, the check
// of the chosen ids, and the booked products of bookings (booking_product).

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

const EUR_PRICE = raw(`EXISTS (SELECT 1 FROM product_variant_money_amount pvma
    JOIN money_amount ma ON ma.id = pvma.money_amount_id AND ma.deleted_at IS NULL
   WHERE pvma.variant_id = v.id AND pvma.deleted_at IS NULL AND ma.currency_code = 'eur')`);

/**
 * SQL condition: variant `v` is one of the organisation's: linked in its shops or held in its
 * stock. An organisation with neither chooses from the catalogue's priced variants instead (our
 * reading of "the organisation's variants" for a merchant without shops or stock yet).
 */
function organisationVariant(organisationId: string): Sql {
  return sql`(
  CASE WHEN EXISTS (SELECT 1 FROM shop_product_link l JOIN shop s ON s.id = l.shop_id WHERE s.organisation_id = ${organisationId})
         OR EXISTS (SELECT 1 FROM location_stock ls WHERE ls.organisation_id = ${organisationId})
       THEN v.id IN (SELECT l.variant_id FROM shop_product_link l JOIN shop s ON s.id = l.shop_id WHERE s.organisation_id = ${organisationId}
                     UNION SELECT ls.variant_id FROM location_stock ls WHERE ls.organisation_id = ${organisationId})
       ELSE ${EUR_PRICE}
  END)`;
}

const VARIANT_SELECT = raw(`
  SELECT v.id, v.title, p.title AS product_title, v.sku, v.barcode, v.length, v.width, v.height, v.weight,
         p.thumbnail,
         (SELECT array_agg(i.url ORDER BY i.created_at, i.id) FROM product_images pi
            JOIN image i ON i.id = pi.image_id AND i.deleted_at IS NULL WHERE pi.product_id = p.id) AS images
    FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL`);

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
  manager: EntityManager,
  organisationId: string,
  search: string | undefined,
): Promise<BookingProductView[]> {
  const pattern = containsPattern(search ?? "");
  const rows = await query<VariantRow>(
    manager,
    sql`${VARIANT_SELECT}
      WHERE v.deleted_at IS NULL AND ${organisationVariant(organisationId)}
        AND (lower(p.title) LIKE ${pattern} OR lower(v.title) LIKE ${pattern} OR lower(coalesce(v.sku, '')) LIKE ${pattern})
      ORDER BY p.title, v.variant_rank, v.title, v.id
      LIMIT 50`,
  );
  return rows.map(toView);
}

/** The ids among `variantIds` the organisation may book with. */
export async function allowedVariantIds(
  manager: EntityManager,
  organisationId: string,
  variantIds: string[],
): Promise<Set<string>> {
  const rows = await query<{ id: string }>(
    manager,
    sql`SELECT v.id FROM product_variant v JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL
      WHERE v.deleted_at IS NULL AND v.id = ANY(${variantIds}) AND ${organisationVariant(organisationId)}`,
  );
  return new Set(rows.map((row) => row.id));
}

/** Records the chosen products of a new booking, in the order they were chosen. */
export async function insertBookingProducts(
  manager: EntityManager,
  bookingId: string,
  variantIds: string[],
): Promise<void> {
  await query(
    manager,
    sql`INSERT INTO booking_product (booking_id, variant_id, position)
        SELECT ${bookingId}, id, ord FROM unnest(${variantIds}::varchar[]) WITH ORDINALITY AS t(id, ord)`,
  );
}

/** The booked products of these bookings, in the order they were chosen, by booking id. */
export async function bookedProducts(
  manager: EntityManager,
  bookingIds: string[],
): Promise<Map<string, BookingProductView[]>> {
  const byBooking = new Map<string, BookingProductView[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await query<VariantRow & { booking_id: string }>(
    manager,
    sql`SELECT bp.booking_id, x.* FROM booking_product bp
       JOIN LATERAL (${VARIANT_SELECT} WHERE v.id = bp.variant_id) x ON true
      WHERE bp.booking_id = ANY(${bookingIds}) ORDER BY bp.booking_id, bp.position`,
  );
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push(toView(row));
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}
