import type { EntityManager } from "typeorm";
import { failedStripeEvents } from "./data-access/card-checkouts";

/** Support: the latest Stripe events that were not booked, with the reason. */
export async function listFailedCardEvents(manager: EntityManager, limit = 50) {
  const rows = await failedStripeEvents(manager, limit);
  return {
    items: rows.map((row) => ({
      eventId: row.id,
      type: row.type,
      objectId: row.objectId,
      invoiceId: row.number ? row.invoiceId : null,
      invoiceNumber: row.number,
      organisationName: row.organisationName,
      reason: row.reason,
      receivedAt: row.receivedAt,
    })),
  };
}
