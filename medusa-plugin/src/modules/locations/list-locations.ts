import type { LocationListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type LocationRow, listLocationRows } from "./data-access";
import type { LocationView, LocationViewer } from "./types";

/** The locations the viewer sees: platform warehouses and its own (support: all), by type, status and search. */
export async function listLocations(manager: EntityManager, viewer: LocationViewer, input: LocationListInput) {
  const { rows, total } = await listLocationRows(manager, viewer, input);
  return { items: rows.map(toLocationView), total, page: input.page, pageSize: input.pageSize };
}

export function toLocationView(row: LocationRow): LocationView {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    phone: row.phone,
    platform: row.organisationId === null,
    organisation: row.organisationId ? { id: row.organisationId, name: row.organisationName ?? "" } : null,
    createdAt: row.createdAt,
  };
}
