import { LOCATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { activeReservations, orderRoutingRow } from "./data-access";
import type { LocationViewer } from "./types";

/** What the order detail shows: the chosen location and why, or the unroutable flag and what was missing. */
export async function getOrderRouting(manager: EntityManager, viewer: LocationViewer, orderId: string) {
  const row = await orderRoutingRow(manager, viewer, orderId);
  if (!row) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.orderNotFound);
  const reservations = await activeReservations(manager, orderId);
  return {
    status: row.routing_status,
    explanation: row.routing_explanation,
    routedAt: row.routed_at,
    location: row.location_id ? { id: row.location_id, name: row.location_name ?? "", type: row.location_type } : null,
    /** awaiting_payment until the invoice is paid, then drawn. */
    stock: reservations.length
      ? reservations.every((r) => r.status === "drawn")
        ? ("drawn" as const)
        : ("awaiting_payment" as const)
      : null,
  };
}
