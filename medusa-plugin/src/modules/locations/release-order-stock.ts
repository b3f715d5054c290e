import { LOCATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { endReservations, orderOwnerAndLabel, type ReservedStock, takeFromStock } from "./data-access";

/** In variant order, so concurrent transactions lock stock rows alike. */
const byVariant = (rows: ReservedStock[]) => [...rows].sort((a, b) => (a.variant_id < b.variant_id ? -1 : 1));

/** Gives back what the order reserved and has not drawn (order edited, deleted or cancelled); in the caller's transaction. */
export async function releaseOrderStock(manager: EntityManager, orderId: string): Promise<number> {
  const released = await endReservations(manager, orderId, "released");
  for (const row of byVariant(released)) await takeFromStock(manager, row, false);
  return released.length;
}

/**
 * Spec §9: an order draws on stock once its invoice is paid. Its awaiting-payment reservations
 * become drawn: on hand and reserved both go down by the quantity. In the caller's transaction.
 */
export async function drawOrderStock(manager: EntityManager, orderId: string): Promise<{ drawn: number }> {
  const drawn = await endReservations(manager, orderId, "drawn");
  if (drawn.length === 0) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.nothingToDraw);
  const order = await orderOwnerAndLabel(manager, orderId);
  const total = drawn.reduce((sum, row) => sum + row.quantity, 0);
  await recordAudit(manager, {
    organisationId: order?.organisation_id ?? drawn[0]?.organisation_id ?? null,
    subjectType: "order",
    subjectId: orderId,
    subjectLabel: order?.label ?? null,
    action: "order.stock_drawn",
    after: { drawn: total },
  });
  for (const row of byVariant(drawn)) await takeFromStock(manager, row, true);
  return { drawn: total };
}
