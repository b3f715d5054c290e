import type { InvoiceStatus, RetourFilters } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { platformTimeZone } from "../../../lib/dates";
import { containsPattern, defineTable, query, queryOne, raw, type Sql, sql, where, withinDays } from "../../../lib/sql";
import type { RetourItemView, RetourViewer } from "../types";

// Retours (retour, retour_item): the one place that reads or writes them, with the names the
// table shows (organisation, order number, shop, location, invoice).

/** What a new retour is written with (its number and timestamps are the database's). */
export type NewRetour = {
  id: string;
  organisationId: string;
  orderId: string;
  shopId: string | null;
  locationId: string;
  gradeA: number;
  gradeB: number;
  gradeC: number;
  totalItems: number;
  note: string | null;
  createdBy: string;
};

const retourTable = defineTable<NewRetour>("retour", {
  id: "id",
  organisationId: "organisation_id",
  orderId: "order_id",
  shopId: "shop_id",
  locationId: "location_id",
  gradeA: "grade_a",
  gradeB: "grade_b",
  gradeC: "grade_c",
  totalItems: "total_items",
  note: "note",
  createdBy: "created_by",
});

/** One returned order line of a retour, with its grades. */
export type NewRetourItem = {
  id: string;
  retourId: string;
  lineItemId: string;
  variantId: string | null;
  line: number;
  title: string;
  sku: string | null;
  gradeA: number;
  gradeB: number;
  gradeC: number;
};

const retourItemTable = defineTable<NewRetourItem>("retour_item", {
  id: "id",
  retourId: "retour_id",
  lineItemId: "line_item_id",
  variantId: "variant_id",
  line: "line",
  title: "title",
  sku: "sku",
  gradeA: "grade_a",
  gradeB: "grade_b",
  gradeC: "grade_c",
});

/** Writes the retour; answers its number. */
export async function insertRetour(manager: EntityManager, retour: NewRetour): Promise<number> {
  const row = await queryOne<{ number: number }>(manager, sql`${retourTable.insert([retour])} RETURNING number`);
  return row?.number as number;
}

export async function insertRetourItem(manager: EntityManager, item: NewRetourItem): Promise<void> {
  await query(manager, retourItemTable.insert([item]));
}

/** A retour as the table shows it, before it becomes a view. */
export type RetourRow = {
  id: string;
  number: number;
  organisation_id: string;
  organisation_name: string;
  order_id: string;
  order_number: string;
  shop_id: string | null;
  shop_name: string | null;
  location_id: string;
  location_name: string;
  grade_a: number;
  grade_b: number;
  grade_c: number;
  total_items: number;
  note: string | null;
  created_at: Date;
  invoice_id: string | null;
  invoice_number: string | null;
  invoice_status: InvoiceStatus | null;
  items: RetourItemView[] | null;
};

const RETOUR_SELECT = sql`
  SELECT r.id, r.number, r.organisation_id, org.name AS organisation_name, r.order_id,
         coalesce(e.external_order_name, '#' || o.display_id) AS order_number,
         r.shop_id, s.name AS shop_name, r.location_id, l.name AS location_name,
         r.grade_a, r.grade_b, r.grade_c, r.total_items, r.note, r.created_at,
         r.invoice_id, i.number AS invoice_number, i.status AS invoice_status,
         (SELECT json_agg(json_build_object('variantId', ri.variant_id, 'title', ri.title, 'sku', ri.sku,
                                            'gradeA', ri.grade_a, 'gradeB', ri.grade_b, 'gradeC', ri.grade_c)
                          ORDER BY ri.line)
            FROM retour_item ri WHERE ri.retour_id = r.id) AS items
    FROM retour r
    JOIN organisation org ON org.id = r.organisation_id
    JOIN "order" o ON o.id = r.order_id
    LEFT JOIN order_extension e ON e.order_id = r.order_id
    LEFT JOIN shop s ON s.id = r.shop_id
    JOIN location l ON l.id = r.location_id
    LEFT JOIN invoice i ON i.id = r.invoice_id`;

/** The conditions of the list and the CSV export: the viewer's scope and the filters. */
function retourConditions(viewer: RetourViewer, filters: RetourFilters): Sql[] {
  const conditions: Sql[] = [];
  if (viewer.role !== "support") conditions.push(sql`r.organisation_id = ${viewer.organisationId}`);
  if (filters.shopId) conditions.push(sql`r.shop_id = ${filters.shopId}`);
  // Calendar days in the platform's time zone, both inclusive.
  conditions.push(
    ...withinDays(raw("r.created_at"), { from: filters.createdFrom, to: filters.createdTo }, platformTimeZone()),
  );
  if (filters.search) {
    const text = filters.search.toLowerCase();
    const digits = text.replace(/^#/, "");
    const like = containsPattern(text);
    const number = /^\d{1,9}$/.test(digits) ? Number(digits) : null;
    const byNumber = number === null ? raw("") : sql` OR o.display_id = ${number} OR r.number = ${number}`;
    // The merchant's name is support's search; a merchant's own name matches all of its rows anyway.
    conditions.push(
      sql`(lower(coalesce(e.external_order_name, '')) LIKE ${like} OR lower(org.name) LIKE ${like}${byNumber})`,
    );
  }
  return conditions;
}

/** The retours the viewer sees by the filters, newest first, one page, and how many there are. */
export async function listRetourRows(
  manager: EntityManager,
  viewer: RetourViewer,
  filters: RetourFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: RetourRow[]; total: number }> {
  const filter = where(retourConditions(viewer, filters));
  const counted = await queryOne<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM retour r
          JOIN organisation org ON org.id = r.organisation_id
          JOIN "order" o ON o.id = r.order_id
          LEFT JOIN order_extension e ON e.order_id = r.order_id ${filter}`,
  );
  const rows = await query<RetourRow>(
    manager,
    sql`${RETOUR_SELECT} ${filter} ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** One batch of the retours the viewer sees by the filters, newest first (the CSV export). */
export async function retourRowBatch(
  manager: EntityManager,
  viewer: RetourViewer,
  filters: RetourFilters,
  batch: { size: number; offset: number },
): Promise<RetourRow[]> {
  const filter = where(retourConditions(viewer, filters));
  return await query<RetourRow>(
    manager,
    sql`${RETOUR_SELECT} ${filter} ORDER BY r.created_at DESC, r.id DESC LIMIT ${raw(String(batch.size))} OFFSET ${batch.offset}`,
  );
}

/** One retour, if the viewer sees it. */
export async function findRetourRow(manager: EntityManager, viewer: RetourViewer, retourId: string) {
  const conditions = [...retourConditions(viewer, {}), sql`r.id = ${retourId}`];
  return await queryOne<RetourRow>(manager, sql`${RETOUR_SELECT} ${where(conditions)}`);
}

/** The shops that have retours (support's shop filter). */
export async function listShopsWithRetours(manager: EntityManager) {
  return await query<{ id: string; name: string }>(
    manager,
    sql`SELECT s.id, s.name FROM shop s WHERE EXISTS (SELECT 1 FROM retour r WHERE r.shop_id = s.id)
         ORDER BY lower(s.name), s.id`,
  );
}
