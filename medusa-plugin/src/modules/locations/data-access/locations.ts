// Locations: the list, one location with its stock, each merchant's priorities per country.
import type { LocationGetInput, LocationListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern, join, query, queryOne, raw, type Sql, sql, where } from "../../../lib/sql";
import type { LocationViewer } from "../types";
import { LOCATION_SELECT, type LocationRow, locationTable, type Priority, priorityTable, visibleTo } from "./tables";

export async function organisationType(manager: EntityManager, organisationId: string): Promise<string | undefined> {
  const row = await queryOne<{ type: string }>(
    manager,
    sql`SELECT type FROM organisation WHERE id = ${organisationId} AND deleted_at IS NULL`,
  );
  return row?.type;
}

/** A page of the locations the viewer sees, platform warehouses first, and how many there are. */
export async function listLocationRows(
  manager: EntityManager,
  viewer: LocationViewer,
  input: LocationListInput,
): Promise<{ rows: LocationRow[]; total: number }> {
  const conditions: Sql[] = [];
  if (!viewer.support) conditions.push(visibleTo(viewer.organisationId));
  if (input.type) conditions.push(sql`l.type = ${input.type}`);
  if (input.status) conditions.push(sql`l.status = ${input.status}`);
  if (input.search) {
    const pattern = containsPattern(input.search);
    const matches = [
      sql`lower(l.name) LIKE ${pattern}`,
      sql`lower(coalesce(l.city, '')) LIKE ${pattern}`,
      sql`lower(l.country_code) LIKE ${pattern}`,
    ];
    if (viewer.support) matches.push(sql`lower(coalesce(org.name, '')) LIKE ${pattern}`);
    conditions.push(sql`(${join(matches, " OR ")})`);
  }
  const filter = where(conditions);
  const counted = await queryOne<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM location l LEFT JOIN organisation org ON org.id = l.organisation_id ${filter}`,
  );
  const rows = await query<LocationRow>(
    manager,
    sql`${LOCATION_SELECT} ${filter}
        ORDER BY l.organisation_id IS NOT NULL, lower(l.name), l.id
        LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** The location when the viewer sees it (support: any). */
export async function visibleLocationRow(
  manager: EntityManager,
  viewer: LocationViewer,
  locationId: string,
): Promise<LocationRow | undefined> {
  return await queryOne<LocationRow>(
    manager,
    sql`${LOCATION_SELECT} WHERE l.id = ${locationId} ${viewer.support ? raw("") : sql`AND ${visibleTo(viewer.organisationId)}`}`,
  );
}

export type StockLine = {
  variant_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  on_hand: number;
  reserved: number;
  organisation_id: string;
  organisation_name: string;
};

/** A page of the stock at a location (the viewer's own goods; support: everyone's), with totals. */
export async function stockAtLocation(
  manager: EntityManager,
  viewer: LocationViewer,
  locationId: string,
  input: LocationGetInput,
): Promise<{ rows: StockLine[]; total: number; onHand: number; reserved: number }> {
  const conditions = [sql`s.location_id = ${locationId}`];
  if (!viewer.support) conditions.push(sql`s.organisation_id = ${viewer.organisationId}`);
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      sql`(lower(p.title) LIKE ${pattern} OR lower(v.title) LIKE ${pattern} OR lower(coalesce(v.sku, '')) LIKE ${pattern})`,
    );
  }
  const from = sql`FROM location_stock s
      JOIN product_variant v ON v.id = s.variant_id
      JOIN product p ON p.id = v.product_id
      JOIN organisation org ON org.id = s.organisation_id
     ${where(conditions)}`;
  const totals = await queryOne<{ total: number; on_hand: number; reserved: number }>(
    manager,
    sql`SELECT count(*)::int AS total, coalesce(sum(s.on_hand), 0)::int AS on_hand,
              coalesce(sum(s.reserved), 0)::int AS reserved ${from}`,
  );
  const rows = await query<StockLine>(
    manager,
    sql`SELECT s.variant_id, p.title AS product_title, v.title AS variant_title, v.sku, s.on_hand, s.reserved,
              s.organisation_id, org.name AS organisation_name
         ${from}
        ORDER BY lower(p.title), lower(v.title), org.name, s.variant_id
        LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
  );
  return { rows, total: totals?.total ?? 0, onHand: totals?.on_hand ?? 0, reserved: totals?.reserved ?? 0 };
}

/** Every location the organisation sees, with its level for the country, levels first. */
export async function locationsWithPriority(
  manager: EntityManager,
  organisationId: string,
  country: string,
): Promise<Array<LocationRow & { priority: number | null }>> {
  return await query(
    manager,
    sql`SELECT ${locationTable.select("l")}, NULL AS "organisationName", p.priority
         FROM location l
         LEFT JOIN location_priority p
           ON p.location_id = l.id AND p.organisation_id = ${organisationId} AND p.country_code = ${country}
        WHERE ${visibleTo(organisationId)}
        ORDER BY p.priority NULLS LAST, lower(l.name), l.id`,
  );
}

/** How many of `ids` the organisation sees. */
export async function countVisibleLocations(manager: EntityManager, organisationId: string, ids: string[]) {
  const rows = await query<{ id: string }>(
    manager,
    sql`SELECT id FROM location l WHERE id = ANY(${ids}) AND ${visibleTo(organisationId)}`,
  );
  return rows.length;
}

/** The organisation's levels for one country, by location name. */
export async function priorityLevels(
  manager: EntityManager,
  organisationId: string,
  country: string,
): Promise<Record<string, number>> {
  const rows = await query<{ name: string; priority: number }>(
    manager,
    sql`SELECT l.name, p.priority FROM location_priority p JOIN location l ON l.id = p.location_id
        WHERE p.organisation_id = ${organisationId} AND p.country_code = ${country} ORDER BY p.priority, l.name`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.priority)]));
}

export async function removePriority(manager: EntityManager, key: Omit<Priority, "priority">): Promise<void> {
  await query(
    manager,
    sql`DELETE FROM location_priority WHERE organisation_id = ${key.organisationId}
          AND location_id = ${key.locationId} AND country_code = ${key.countryCode}`,
  );
}

export async function savePriority(manager: EntityManager, priority: Priority): Promise<void> {
  await query(
    manager,
    sql`${priorityTable.insert([priority])}
        ON CONFLICT (organisation_id, location_id, country_code)
        DO UPDATE SET priority = excluded.priority, updated_at = now()`,
  );
}
