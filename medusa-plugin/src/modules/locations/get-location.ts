import { LOCATION_MESSAGES, type LocationGetInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { stockAtLocation, visibleLocationRow } from "./data-access";
import { toLocationView } from "./list-locations";
import type { LocationView, LocationViewer, StockView } from "./types";

/** One visible location with its stocks per variant (the viewer's own goods; support: everyone's). */
export async function getLocation(manager: EntityManager, viewer: LocationViewer, input: LocationGetInput) {
  const location = await visibleLocation(manager, viewer, input.locationId);
  const { rows, total, onHand, reserved } = await stockAtLocation(manager, viewer, location.id, input);
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
    totals: { onHand, reserved, available: onHand - reserved },
  };
}

/** The location when the viewer sees it; NOT_FOUND otherwise. */
export async function visibleLocation(
  manager: EntityManager,
  viewer: LocationViewer,
  locationId: string,
): Promise<LocationView> {
  const row = await visibleLocationRow(manager, viewer, locationId);
  if (!row) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound);
  return toLocationView(row);
}
