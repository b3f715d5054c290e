import type { EntityManager } from "typeorm";
import { containsPattern, defineTable, query, queryOne, raw, type Sql, sql, where } from "../../../lib/sql";
import type { StockAtLocation, Viewer } from "../types";

// The platform catalogue (Medusa's product and product_variant) as the product screens read it:
// the list with links, stock and 30 days' sales, and one product's overview. Read only.

/** The columns of Medusa's `product` the overview shows. */
export type ProductRecord = {
  id: string;
  title: string;
  subtitle: string | null;
  status: string;
  thumbnail: string | null;
  hsCode: string | null;
  midCode: string | null;
  originCountry: string | null;
};

export const productTable = defineTable<ProductRecord>("product", {
  id: "id",
  title: "title",
  subtitle: "subtitle",
  status: "status",
  thumbnail: "thumbnail",
  hsCode: "hs_code",
  midCode: "mid_code",
  originCountry: "origin_country",
});

export type VariantRecord = { id: string; title: string; sku: string | null; barcode: string | null };

export const variantTable = defineTable<VariantRecord>("product_variant", {
  id: "id",
  title: "title",
  sku: "sku",
  barcode: "barcode",
});

export type ProductListRow = {
  id: string;
  title: string;
  status: string;
  thumbnail: string | null;
  links: number;
  variants: number;
  skus: string[];
};

/** The list's FROM and WHERE: drafts only for support (or when linked), the scope and the search. */
function listFrom(viewer: Viewer, input: { scope?: string; search?: string }): Sql {
  const conditions = [
    sql`p.deleted_at IS NULL`,
    sql`(${viewer.isSupport}::boolean OR p.status = 'published' OR linked.n > 0)`,
  ];
  if (input.scope === "linked") conditions.push(sql`linked.n > 0`);
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      sql`(lower(p.title) LIKE ${pattern} OR EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = p.id
             AND v.deleted_at IS NULL AND lower(coalesce(v.sku, '')) LIKE ${pattern}))`,
    );
  }
  return sql`
      FROM product p
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS n FROM shop_product_link l
          JOIN shop s ON s.id = l.shop_id JOIN product_variant v ON v.id = l.variant_id
         WHERE v.product_id = p.id AND (${viewer.isSupport}::boolean OR s.organisation_id = ${viewer.organisationId})) linked ON TRUE
      ${where(conditions)}`;
}

/** One page of the catalogue (linked first, then by title) and the total. */
export async function listProducts(
  manager: EntityManager,
  viewer: Viewer,
  input: { scope?: string; search?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: ProductListRow[]; total: number }> {
  const from = listFrom(viewer, input);
  const counted = await queryOne<{ total: number }>(manager, sql`SELECT count(*)::int AS total ${from}`);
  const rows = await query<ProductListRow>(
    manager,
    sql`SELECT p.id AS "id", p.title AS "title", p.status AS "status", p.thumbnail AS "thumbnail", linked.n AS "links",
               (SELECT count(*)::int FROM product_variant v WHERE v.product_id = p.id AND v.deleted_at IS NULL) AS "variants",
               (SELECT coalesce(array_agg(v.sku ORDER BY v.sku), '{}') FROM product_variant v
                 WHERE v.product_id = p.id AND v.deleted_at IS NULL AND v.sku IS NOT NULL) AS "skus"
          ${from} ORDER BY linked.n > 0 DESC, p.title, p.id
         LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** The product, if the viewer may see it: published, linked to one of its shops, or support. */
export async function visibleProduct(
  manager: EntityManager,
  viewer: Viewer,
  productId: string,
): Promise<ProductRecord | undefined> {
  return await queryOne<ProductRecord>(
    manager,
    sql`SELECT ${productTable.select("product")}
          FROM product WHERE id = ${productId} AND deleted_at IS NULL AND (${viewer.isSupport}::boolean OR status = 'published'
            OR EXISTS (SELECT 1 FROM product_variant v JOIN shop_product_link l ON l.variant_id = v.id
                         JOIN shop s ON s.id = l.shop_id WHERE v.product_id = product.id AND s.organisation_id = ${viewer.organisationId}))`,
  );
}

/** The product's variants in their order. */
export async function variantsOfProduct(manager: EntityManager, productId: string): Promise<VariantRecord[]> {
  return await query<VariantRecord>(
    manager,
    sql`SELECT ${variantTable.select("product_variant")} FROM product_variant
         WHERE product_id = ${productId} AND deleted_at IS NULL
         ORDER BY variant_rank NULLS LAST, created_at, id`,
  );
}

/** Stock and sales are grouped by variant or by product. */
export type GroupBy = "variant" | "product";

/** The viewer's stock (support: everyone's) per location, grouped by variant or product. */
export async function stockRows(
  manager: EntityManager,
  viewer: Viewer,
  by: GroupBy,
  ids: string[],
): Promise<Array<StockAtLocation & { key: string }>> {
  if (ids.length === 0) return [];
  const key = raw(by === "variant" ? "ls.variant_id" : "v.product_id");
  const rows = await query<StockAtLocation & { key: string }>(
    manager,
    sql`SELECT ${key} AS "key", loc.id AS "locationId", loc.name AS "locationName",
               sum(ls.on_hand)::int AS "onHand", sum(ls.on_hand - ls.reserved)::int AS "available"
          FROM location_stock ls
          JOIN location loc ON loc.id = ls.location_id
          JOIN product_variant v ON v.id = ls.variant_id
         WHERE ${key} = ANY(${ids}) AND (${viewer.isSupport}::boolean OR ls.organisation_id = ${viewer.organisationId})
         GROUP BY ${key}, loc.id, loc.name ORDER BY loc.name`,
  );
  return rows.map((row) => ({
    key: row.key,
    locationId: row.locationId,
    locationName: row.locationName,
    onHand: row.onHand,
    available: row.available,
  }));
}

/** Units sold in the last 30 days (not cancelled orders), grouped by variant or product. */
export async function salesRows(
  manager: EntityManager,
  viewer: Viewer,
  by: GroupBy,
  ids: string[],
): Promise<Array<{ key: string; quantity: number }>> {
  if (ids.length === 0) return [];
  const key = raw(by === "variant" ? "li.variant_id" : "v.product_id");
  return await query<{ key: string; quantity: number }>(
    manager,
    sql`SELECT ${key} AS "key", sum(li.quantity)::int AS "quantity"
          FROM line_item li
          JOIN order_extension e ON e.order_id = li.order_id
          JOIN "order" o ON o.id = li.order_id
          JOIN product_variant v ON v.id = li.variant_id
         WHERE ${key} = ANY(${ids}) AND (${viewer.isSupport}::boolean OR e.organisation_id = ${viewer.organisationId})
           AND o.status <> 'canceled' AND e.created_at >= now() - interval '30 days'
         GROUP BY ${key}`,
  );
}

export type OpenRequestRow = { id: string; productName: string; status: string; shopName: string; createdAt: Date };

/** The product's open requests the viewer may see. */
export async function openRequestsOfProduct(
  manager: EntityManager,
  viewer: Viewer,
  productId: string,
  openStatuses: readonly string[],
): Promise<OpenRequestRow[]> {
  return await query<OpenRequestRow>(
    manager,
    sql`SELECT r.id AS "id", r.product_name AS "productName", r.status AS "status", s.name AS "shopName",
               r.created_at AS "createdAt"
          FROM product_request r JOIN shop s ON s.id = r.shop_id
         WHERE r.product_id = ${productId} AND r.status = ANY(${openStatuses})
           AND (${viewer.isSupport}::boolean OR r.organisation_id = ${viewer.organisationId})
         ORDER BY r.created_at DESC`,
  );
}

export type OpenStockOrderRow = {
  id: string;
  number: number;
  status: string;
  importMethod: string;
  locationName: string;
  openQuantity: number;
  createdAt: Date;
};

/** Stock on its way: stock orders not yet received or cancelled that hold these variants. */
export async function openStockOrdersOf(
  manager: EntityManager,
  viewer: Viewer,
  variantIds: string[],
): Promise<OpenStockOrderRow[]> {
  return await query<OpenStockOrderRow>(
    manager,
    sql`SELECT so.id AS "id", so.number AS "number", so.status AS "status", so.import_method AS "importMethod",
               l.name AS "locationName", sum(i.quantity - i.received_quantity)::int AS "openQuantity",
               so.created_at AS "createdAt"
          FROM stock_order so JOIN stock_order_item i ON i.stock_order_id = so.id
          JOIN location l ON l.id = so.location_id
         WHERE i.variant_id = ANY(${variantIds}) AND so.status IN ('pending','processing')
           AND (${viewer.isSupport}::boolean OR so.organisation_id = ${viewer.organisationId})
         GROUP BY so.id, l.name ORDER BY so.created_at DESC LIMIT 50`,
  );
}

export type RequestChatRow = {
  id: string;
  title: string | null;
  status: string;
  receiver: string;
  lastMessageAt: Date;
};

/** The chats about the product's requests the viewer takes part in (support: all). */
export async function requestChatsOfProduct(
  manager: EntityManager,
  viewer: Viewer,
  productId: string,
): Promise<RequestChatRow[]> {
  return await query<RequestChatRow>(
    manager,
    sql`SELECT c.id AS "id", c.subject_title AS "title", c.status AS "status", rec.name AS "receiver",
               c.last_message_at AS "lastMessageAt"
          FROM chat c JOIN product_request r ON r.id = c.subject_id
          JOIN organisation rec ON rec.id = c.receiver_organisation_id
         WHERE c.subject_type = 'product_request' AND r.product_id = ${productId}
           AND (${viewer.isSupport}::boolean OR c.organisation_id = ${viewer.organisationId}
                OR c.receiver_organisation_id = ${viewer.organisationId})
         ORDER BY c.last_message_at DESC LIMIT 50`,
  );
}
