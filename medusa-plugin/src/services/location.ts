import {
  type CreateLocationInput,
  LOCATION_MESSAGES,
  type LocationGetInput,
  type LocationListInput,
  type LocationStatus,
  type LocationType,
  type SetLocationPrioritiesInput,
  type UpdateLocationInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { pick, recordAudit } from "../lib/audit";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { containsPattern } from "../lib/sql";
import { Location } from "../models/location";

import type LocationStockService from "./location-stock";
import type OrderRoutingService from "./order-routing";

/** Who asks: a merchant organisation (sees platform warehouses and its own) or support (sees all). */
export type LocationViewer = { organisationId: string; support: boolean };

export type LocationView = {
  id: string;
  name: string;
  type: LocationType;
  status: LocationStatus;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string;
  phone: string | null;
  /** Platform warehouse (every merchant) or an organisation's own location. */
  platform: boolean;
  organisation: { id: string; name: string } | null;
  createdAt: Date;
};

export type StockView = {
  variantId: string;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  onHand: number;
  reserved: number;
  available: number;
  /** Whose goods (support sees every organisation's stock at a location). */
  organisation: { id: string; name: string };
};

export type MissingItem = {
  variantId: string | null;
  title: string;
  sku: string | null;
  quantity: number;
  available: number;
};

/**
 * Stored in order_extension.routing_explanation: data, not text, so the order detail can say it
 * in the reader's language ("Warehouse X: priority 1 for DE, all items in stock").
 */
export type RoutingExplanation =
  | {
      kind: "routed";
      locationId: string;
      locationName: string;
      priority: number;
      country: string;
      matchedBy: "country" | "no_country";
    }
  | {
      kind: "unroutable";
      reason: "no_items" | "unlinked_items" | "no_country" | "no_active_location" | "no_location_has_all_items";
      country: string | null;
      missing: MissingItem[];
    };

export type RoutingResult = { status: "routed" | "unroutable"; locationId: string | null };

export type LocationRow = {
  id: string;
  organisation_id: string | null;
  organisation_name: string | null;
  name: string;
  type: LocationType;
  status: LocationStatus;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  postal_code: string | null;
  country_code: string;
  phone: string | null;
  created_at: Date;
};

export type OrderLine = { variant_id: string | null; title: string; sku: string | null; quantity: number };

const LOCATION_SELECT = `
  SELECT l.*, org.name AS organisation_name
    FROM location l LEFT JOIN organisation org ON org.id = l.organisation_id`;

function toView(row: LocationRow): LocationView {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    address1: row.address_1,
    address2: row.address_2,
    city: row.city,
    postalCode: row.postal_code,
    countryCode: row.country_code,
    phone: row.phone,
    platform: row.organisation_id === null,
    organisation: row.organisation_id ? { id: row.organisation_id, name: row.organisation_name ?? "" } : null,
    createdAt: row.created_at,
  };
}

/**
 * Locations, the merchant's priorities per country, stock per location and the atomic reservation
 * that routes an order (see docs/architecture.md, "Locations, stock and routing").
 */
/** Stock and own locations belong to merchant organisations (the UI offers only those). */
export async function assertMerchant(manager: EntityManager, organisationId: string): Promise<void> {
  const [org] = await manager.query(`SELECT type FROM organisation WHERE id = $1 AND deleted_at IS NULL`, [
    organisationId,
  ]);
  if (!org) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.unknownOrganisation, "organisationId");
  if (org.type !== "merchant") throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.notMerchant, "organisationId");
}

type InjectedDependencies = {
  manager: EntityManager;
  orderRoutingService: OrderRoutingService;
  locationStockService: LocationStockService;
};

/** Locations (platform warehouses and organisations' own) and each organisation's priorities. */
export default class LocationService extends PlatformService<InjectedDependencies> {
  // ── Locations ──────────────────────────────────────────────────────────────

  /** The locations the viewer sees: platform warehouses and its own (support: all), by type, status and search. */
  async list(viewer: LocationViewer, input: LocationListInput) {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (!viewer.support) add((n) => `(l.organisation_id IS NULL OR l.organisation_id = $${n})`, viewer.organisationId);
    if (input.type) add((n) => `l.type = $${n}`, input.type);
    if (input.status) add((n) => `l.status = $${n}`, input.status);
    if (input.search) {
      add(
        (n) =>
          `(lower(l.name) LIKE $${n} OR lower(coalesce(l.city, '')) LIKE $${n} OR lower(l.country_code) LIKE $${n}${
            viewer.support ? ` OR lower(coalesce(org.name, '')) LIKE $${n}` : ""
          })`,
        containsPattern(input.search),
      );
    }
    const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM location l LEFT JOIN organisation org ON org.id = l.organisation_id ${whereSql}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const rows: LocationRow[] = await this.activeManager_.query(
      `${LOCATION_SELECT} ${whereSql}
        ORDER BY l.organisation_id IS NOT NULL, lower(l.name), l.id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items: rows.map(toView), total, page: input.page, pageSize: input.pageSize };
  }

  /** One visible location with its stocks per variant (the viewer's own goods; support: everyone's). */
  async get(viewer: LocationViewer, input: LocationGetInput) {
    const location = await this.visibleLocation(viewer, input.locationId);
    const params: unknown[] = [location.id];
    const where = ["s.location_id = $1"];
    if (!viewer.support) {
      params.push(viewer.organisationId);
      where.push(`s.organisation_id = $${params.length}`);
    }
    if (input.search) {
      params.push(containsPattern(input.search));
      const n = params.length;
      where.push(`(lower(p.title) LIKE $${n} OR lower(v.title) LIKE $${n} OR lower(coalesce(v.sku, '')) LIKE $${n})`);
    }
    const from = `FROM location_stock s
      JOIN product_variant v ON v.id = s.variant_id
      JOIN product p ON p.id = v.product_id
      JOIN organisation org ON org.id = s.organisation_id
     WHERE ${where.join(" AND ")}`;
    const [{ total, on_hand, reserved }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total, coalesce(sum(s.on_hand), 0)::int AS on_hand,
              coalesce(sum(s.reserved), 0)::int AS reserved ${from}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const rows: Array<{
      variant_id: string;
      product_title: string;
      variant_title: string;
      sku: string | null;
      on_hand: number;
      reserved: number;
      organisation_id: string;
      organisation_name: string;
    }> = await this.activeManager_.query(
      `SELECT s.variant_id, p.title AS product_title, v.title AS variant_title, v.sku, s.on_hand, s.reserved,
              s.organisation_id, org.name AS organisation_name
         ${from}
        ORDER BY lower(p.title), lower(v.title), org.name, s.variant_id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const stocks: StockView[] = rows.map((row) => ({
      variantId: row.variant_id,
      productTitle: row.product_title,
      variantTitle: row.variant_title,
      sku: row.sku,
      onHand: row.on_hand,
      reserved: row.reserved,
      available: row.on_hand - row.reserved,
      organisation: { id: row.organisation_id, name: row.organisation_name },
    }));
    return {
      location,
      stocks: { items: stocks, total, page: input.page, pageSize: input.pageSize },
      totals: { onHand: on_hand as number, reserved: reserved as number, available: on_hand - reserved },
    };
  }

  private async visibleLocation(viewer: LocationViewer, locationId: string): Promise<LocationView> {
    const [row]: LocationRow[] = await this.activeManager_.query(
      `${LOCATION_SELECT} WHERE l.id = $1 ${viewer.support ? "" : "AND (l.organisation_id IS NULL OR l.organisation_id = $2)"}`,
      viewer.support ? [locationId] : [locationId, viewer.organisationId],
    );
    if (!row) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound);
    return toView(row);
  }

  /** Support: a platform warehouse, or an organisation's own location (which is of type customer). */
  async create(input: CreateLocationInput): Promise<LocationView> {
    const id = await this.transaction_(async (manager) => {
      if (input.organisationId) await assertMerchant(manager, input.organisationId);
      if (Boolean(input.organisationId) !== (input.type === "customer")) {
        throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.customerNeedsOrganisation, "type");
      }
      const repo = manager.getRepository(Location);
      const saved = await repo.save(
        repo.create({ organisation_id: input.organisationId ?? null, ...this.fields(input) }),
      );
      await recordAudit(manager, {
        organisationId: saved.organisation_id,
        subjectType: "location",
        subjectId: saved.id,
        subjectLabel: saved.name,
        action: "location.created",
        after: { ...this.fields(input), organisation_id: saved.organisation_id },
      });
      return saved.id;
    });
    return await this.visibleLocation({ organisationId: "", support: true }, id);
  }

  /** Support: name, type, status and address. */
  async update(input: UpdateLocationInput): Promise<LocationView> {
    await this.transaction_(async (manager) => {
      const repo = manager.getRepository(Location);
      const location = await repo.findOne({ where: { id: input.locationId } });
      if (!location) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound);
      if (location.organisation_id && input.type !== "customer") {
        throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.customerNeedsOrganisation, "type");
      }
      const fields = this.fields(input);
      await repo.update({ id: input.locationId }, fields);
      await recordAudit(manager, {
        organisationId: location.organisation_id,
        subjectType: "location",
        subjectId: location.id,
        subjectLabel: input.name,
        action: "location.updated",
        before: pick(location, Object.keys(fields) as Array<keyof Location>),
        after: fields,
      });
    });
    return await this.visibleLocation({ organisationId: "", support: true }, input.locationId);
  }

  private fields(input: Omit<CreateLocationInput, "organisationId">) {
    return {
      name: input.name,
      type: input.type,
      status: input.status,
      address_1: input.address1 || null,
      address_2: input.address2 || null,
      city: input.city || null,
      postal_code: input.postalCode || null,
      country_code: input.countryCode,
      phone: input.phone || null,
    };
  }

  // ── Priorities ─────────────────────────────────────────────────────────────

  /** Every location the organisation sees, with its level for the country (or No Country), or null. */
  async priorities(organisationId: string, country: string) {
    const rows: Array<LocationRow & { priority: number | null }> = await this.activeManager_.query(
      `SELECT l.*, NULL AS organisation_name, p.priority
         FROM location l
         LEFT JOIN location_priority p
           ON p.location_id = l.id AND p.organisation_id = $1 AND p.country_code = $2
        WHERE l.organisation_id IS NULL OR l.organisation_id = $1
        ORDER BY p.priority NULLS LAST, lower(l.name), l.id`,
      [organisationId, country],
    );
    return {
      country,
      items: rows.map((row) => ({
        location: toView(row),
        priority: row.priority === null ? null : Number(row.priority),
      })),
    };
  }

  /** Sets (or, with null, removes) the organisation's levels for one country, all or nothing; waiting orders are routed again. */
  async setPriorities(organisationId: string, input: SetLocationPrioritiesInput) {
    await this.transaction_(async (manager) => {
      const ids = input.priorities.map((row) => row.locationId);
      const visible: Array<{ id: string }> = ids.length
        ? await manager.query(
            `SELECT id FROM location WHERE id = ANY($1) AND (organisation_id IS NULL OR organisation_id = $2)`,
            [ids, organisationId],
          )
        : [];
      if (visible.length !== new Set(ids).size) {
        throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.unknownLocation, "priorities");
      }
      // The levels for this country, by location name, before and after.
      const levels = async () =>
        Object.fromEntries(
          (
            await manager.query(
              `SELECT l.name, p.priority FROM location_priority p JOIN location l ON l.id = p.location_id
                WHERE p.organisation_id = $1 AND p.country_code = $2 ORDER BY p.priority, l.name`,
              [organisationId, input.country],
            )
          ).map((row: { name: string; priority: number }) => [row.name, Number(row.priority)]),
        );
      const before = await levels();
      for (const row of input.priorities) {
        if (row.priority === null) {
          await manager.query(
            `DELETE FROM location_priority WHERE organisation_id = $1 AND location_id = $2 AND country_code = $3`,
            [organisationId, row.locationId, input.country],
          );
        } else {
          await manager.query(
            `INSERT INTO location_priority (organisation_id, location_id, country_code, priority)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (organisation_id, location_id, country_code)
             DO UPDATE SET priority = excluded.priority, updated_at = now()`,
            [organisationId, row.locationId, input.country, row.priority],
          );
        }
      }
      await recordAudit(manager, {
        organisationId,
        subjectType: "organisation",
        subjectId: organisationId,
        subjectLabel: input.country,
        action: "organisation.location_priorities_set",
        before: { country: input.country, ...before },
        after: { country: input.country, ...(await levels()) },
      });
    });
    await this.deps_.orderRoutingService.routeWaitingOrders(organisationId);
    return await this.priorities(organisationId, input.country);
  }
}
