// The locations tables, defined once (row type ↔ columns), and the pieces of SQL the queries share.
import type { LocationStatus, LocationType } from "@platform/domain";
import { defineTable, sql } from "../../../lib/sql";

export type LocationRecord = {
  id: string;
  organisationId: string | null;
  name: string;
  type: LocationType;
  status: LocationStatus;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string;
  phone: string | null;
  createdAt: Date;
};
export const locationTable = defineTable<LocationRecord>("location", {
  id: "id",
  organisationId: "organisation_id",
  name: "name",
  type: "type",
  status: "status",
  address1: "address_1",
  address2: "address_2",
  city: "city",
  postalCode: "postal_code",
  countryCode: "country_code",
  phone: "phone",
  createdAt: "created_at",
});

/** A location with its organisation's name (null for platform warehouses). */
export type LocationRow = LocationRecord & { organisationName: string | null };

export type Priority = { organisationId: string; locationId: string; countryCode: string; priority: number };
export const priorityTable = defineTable<Priority>("location_priority", {
  organisationId: "organisation_id",
  locationId: "location_id",
  countryCode: "country_code",
  priority: "priority",
});

export type StockKey = { organisationId: string; locationId: string; variantId: string };
export type Stock = StockKey & { onHand: number; reserved: number };
export const stockTable = defineTable<Stock>("location_stock", {
  organisationId: "organisation_id",
  locationId: "location_id",
  variantId: "variant_id",
  onHand: "on_hand",
  reserved: "reserved",
});

/** The columns the app writes; status (awaiting_payment) and the timestamps are the database's. */
export type NewReservation = {
  id: string;
  organisationId: string;
  orderId: string;
  locationId: string;
  variantId: string;
  quantity: number;
};
export const reservationTable = defineTable<NewReservation>("stock_reservation", {
  id: "id",
  organisationId: "organisation_id",
  orderId: "order_id",
  locationId: "location_id",
  variantId: "variant_id",
  quantity: "quantity",
});

/** A reservation's quantity of one variant at one location. */
export type ReservedStock = { organisation_id: string; location_id: string; variant_id: string; quantity: number };

export const LOCATION_SELECT = sql`
  SELECT ${locationTable.select("l")}, org.name AS "organisationName"
    FROM location l LEFT JOIN organisation org ON org.id = l.organisation_id`;

/** Platform warehouses (no organisation) and the organisation's own. */
export const visibleTo = (organisationId: string) =>
  sql`(l.organisation_id IS NULL OR l.organisation_id = ${organisationId})`;
