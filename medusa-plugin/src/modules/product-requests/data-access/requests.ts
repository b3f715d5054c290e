import type { EntityManager } from "typeorm";
import { containsPattern, defineTable, query, queryOne, raw, type Sql, sql, where, withinDays } from "../../../lib/sql";
import type { RequestViewer } from "../types";

// product_request and product_request_event: the one place that reads or writes them. A field of
// ProductRequestRecord is a column here, in every select and insert, or the plugin does not compile.

/** A row of `product_request` as the code knows it (created_at/updated_at are the database's). */
export type ProductRequestRecord = {
  id: string;
  organisationId: string;
  shopId: string;
  shopifyProductId: string | null;
  shopifyVariantId: string | null;
  shopProductTitle: string | null;
  productName: string;
  producerName: string;
  description: string;
  brandService: boolean;
  dropshippingOffer: boolean;
  bulkOrderOffer: boolean;
  bulkAmount: number | null;
  importMethod: string | null;
  photoContent: boolean;
  colourBox: boolean;
  productSpecification: boolean;
  productRequirements: boolean;
  status: string;
  producerOrganisationId: string | null;
  productId: string | null;
  createdBy: string;
};

export const productRequestTable = defineTable<ProductRequestRecord>("product_request", {
  id: "id",
  organisationId: "organisation_id",
  shopId: "shop_id",
  shopifyProductId: "shopify_product_id",
  shopifyVariantId: "shopify_variant_id",
  shopProductTitle: "shop_product_title",
  productName: "product_name",
  producerName: "producer_name",
  description: "description",
  brandService: "brand_service",
  dropshippingOffer: "dropshipping_offer",
  bulkOrderOffer: "bulk_order_offer",
  bulkAmount: "bulk_amount",
  importMethod: "import_method",
  photoContent: "photo_content",
  colourBox: "colour_box",
  productSpecification: "product_specification",
  productRequirements: "product_requirements",
  status: "status",
  producerOrganisationId: "producer_organisation_id",
  productId: "product_id",
  createdBy: "created_by",
});

/** A row of `product_request_event` as written (`data` as JSON text; id and created_at the database's). */
export type ProductRequestEventRecord = {
  requestId: string;
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  data: string;
  actorCustomerId: string;
  actorOrganisationId: string;
};

export const productRequestEventTable = defineTable<ProductRequestEventRecord>("product_request_event", {
  requestId: "request_id",
  type: "type",
  fromStatus: "from_status",
  toStatus: "to_status",
  data: "data",
  actorCustomerId: "actor_customer_id",
  actorOrganisationId: "actor_organisation_id",
});

/** A request with the names its screens show. */
export type RequestRow = ProductRequestRecord & {
  createdAt: Date;
  updatedAt: Date;
  organisationName: string;
  shopName: string;
  producerOrgName: string | null;
  productTitle: string | null;
  productStatus: string | null;
};

const SELECT = sql`
  SELECT ${productRequestTable.select("r")}, r.created_at AS "createdAt", r.updated_at AS "updatedAt",
         org.name AS "organisationName", s.name AS "shopName", prod.name AS "producerOrgName",
         p.title AS "productTitle", p.status AS "productStatus"
    FROM product_request r
    JOIN organisation org ON org.id = r.organisation_id
    JOIN shop s ON s.id = r.shop_id
    LEFT JOIN organisation prod ON prod.id = r.producer_organisation_id
    LEFT JOIN product p ON p.id = r.product_id AND p.deleted_at IS NULL`;

/** Which requests a viewer sees: support all, a producer those assigned to it, a merchant its own. */
function scope(viewer: RequestViewer): Sql {
  if (viewer.role === "support") return sql`TRUE`;
  return viewer.role === "supplier"
    ? sql`r.producer_organisation_id = ${viewer.organisationId} AND r.status <> 'draft'`
    : sql`r.organisation_id = ${viewer.organisationId}`;
}

export type RequestFilter = {
  status?: string;
  shopId?: string;
  /** Days (YYYY-MM-DD) in the platform's time zone. */
  from?: string;
  to?: string;
  search?: string;
};

/** One page of the requests the viewer sees (newest first), filtered, and the total. */
export async function listRequests(
  manager: EntityManager,
  viewer: RequestViewer,
  filter: RequestFilter,
  timeZone: string,
  page: { limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const conditions = [scope(viewer)];
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
  if (filter.shopId) conditions.push(sql`r.shop_id = ${filter.shopId}`);
  conditions.push(...withinDays(raw("r.created_at"), filter, timeZone));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`(lower(r.product_name) LIKE ${pattern} OR lower(r.producer_name) LIKE ${pattern} OR lower(coalesce(r.shop_product_title, '')) LIKE ${pattern} OR lower(org.name) LIKE ${pattern})`,
    );
  }
  const counted = await queryOne<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM product_request r JOIN organisation org ON org.id = r.organisation_id
        ${where(conditions)}`,
  );
  const rows = await query<RequestRow>(
    manager,
    sql`${SELECT} ${where(conditions)} ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** The request, if the viewer sees it. */
export async function requestRow(
  manager: EntityManager,
  viewer: RequestViewer,
  id: string,
): Promise<RequestRow | undefined> {
  return await queryOne<RequestRow>(manager, sql`${SELECT} WHERE r.id = ${id} AND ${scope(viewer)}`);
}

export type RequestEventRow = {
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  createdAt: Date;
  actor: string | null;
  actorOrganisation: string | null;
};

/** The request's history, oldest first, with who did it. */
export async function requestEvents(manager: EntityManager, requestId: string): Promise<RequestEventRow[]> {
  return await query<RequestEventRow>(
    manager,
    sql`SELECT e.type AS "type", e.from_status AS "fromStatus", e.to_status AS "toStatus", e.created_at AS "createdAt",
               nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') AS "actor",
               o.name AS "actorOrganisation"
          FROM product_request_event e
          LEFT JOIN customer c ON c.id = e.actor_customer_id
          LEFT JOIN organisation o ON o.id = e.actor_organisation_id
         WHERE e.request_id = ${requestId} ORDER BY e.id`,
  );
}

/** Whether the organisation is the request's assigned producer. */
export async function isRequestProducer(
  manager: EntityManager,
  requestId: string,
  organisationId: string,
): Promise<boolean> {
  const row = await queryOne(
    manager,
    sql`SELECT 1 FROM product_request WHERE id = ${requestId} AND producer_organisation_id = ${organisationId}`,
  );
  return Boolean(row);
}

/** Whether the shop is the organisation's (FOR SHARE: it stays so until the transaction ends). */
export async function lockOwnShop(manager: EntityManager, shopId: string, organisationId: string): Promise<boolean> {
  const row = await queryOne(
    manager,
    sql`SELECT id FROM shop WHERE id = ${shopId} AND organisation_id = ${organisationId} FOR SHARE`,
  );
  return Boolean(row);
}

export async function insertRequest(manager: EntityManager, record: ProductRequestRecord): Promise<void> {
  await query(manager, productRequestTable.insert([record]));
}

/** The request, locked for the transaction's change. */
export async function lockRequest(manager: EntityManager, id: string): Promise<ProductRequestRecord | undefined> {
  return await queryOne<ProductRequestRecord>(
    manager,
    sql`SELECT ${productRequestTable.select("product_request")} FROM product_request WHERE id = ${id} FOR UPDATE`,
  );
}

/** Assigns (or, with null, removes) the request's producer. */
export async function setProducer(
  manager: EntityManager,
  id: string,
  producerOrganisationId: string | null,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE product_request SET producer_organisation_id = ${producerOrganisationId}, updated_at = now() WHERE id = ${id}`,
  );
}

/** The request's new status and its product (the draft product made on accepting). */
export async function setStatus(
  manager: EntityManager,
  id: string,
  status: string,
  productId: string | null,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE product_request SET status = ${status}, product_id = ${productId}, updated_at = now() WHERE id = ${id}`,
  );
}

/** The active supplier organisations (producers), by name. */
export async function activeProducers(manager: EntityManager): Promise<Array<{ id: string; name: string }>> {
  return await query<{ id: string; name: string }>(
    manager,
    sql`SELECT id, name FROM organisation WHERE type = 'supplier' AND status = 'active' AND deleted_at IS NULL
           AND (disabled_at IS NULL OR disabled_at > now()) ORDER BY name, id`,
  );
}

/** Whether the organisation is an active supplier (a producer a request can be assigned to). */
export async function isActiveProducer(manager: EntityManager, organisationId: string): Promise<boolean> {
  const row = await queryOne(
    manager,
    sql`SELECT 1 FROM organisation WHERE id = ${organisationId} AND type = 'supplier' AND status = 'active'
           AND deleted_at IS NULL AND (disabled_at IS NULL OR disabled_at > now())`,
  );
  return Boolean(row);
}

/** The product's first variant (the one a published request's shop product is linked to). */
export async function firstVariantId(manager: EntityManager, productId: string): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`SELECT id FROM product_variant WHERE product_id = ${productId} AND deleted_at IS NULL
         ORDER BY created_at, id LIMIT 1`,
  );
  return row?.id;
}

export async function insertEvent(manager: EntityManager, record: ProductRequestEventRecord): Promise<void> {
  await query(manager, productRequestEventTable.insert([record]));
}

/** What the audit entry of a request's change names: its organisation, product name and producer now. */
export async function requestAuditFacts(
  manager: EntityManager,
  requestId: string,
): Promise<{ organisationId: string; productName: string; producerOrganisationId: string | null } | undefined> {
  return await queryOne(
    manager,
    sql`SELECT organisation_id AS "organisationId", product_name AS "productName",
               producer_organisation_id AS "producerOrganisationId"
          FROM product_request WHERE id = ${requestId}`,
  );
}
