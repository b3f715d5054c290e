import type { EntityManager } from "typeorm";
import { openDrifts } from "./data-access/reconciliation";

/** Support: the open differences between Stripe and the invoices, newest first, with what fixes each. */
export async function listStripeDrifts(manager: EntityManager, limit = 100) {
  const rows = await openDrifts(manager, limit);
  return {
    items: rows.map((row) => ({
      driftId: row.id,
      kind: row.kind,
      objectId: row.objectId,
      invoiceId: row.invoiceId,
      invoiceNumber: row.invoiceNumber,
      organisationName: row.organisationName,
      currencyCode: row.currencyCode,
      stripeAmount: row.stripeAmount === null ? null : Number(row.stripeAmount),
      bookedAmount: row.bookedAmount === null ? null : Number(row.bookedAmount),
      // Missed events are booked as the webhook books them; the others are cleared at Stripe or by hand.
      applicable: row.kind === "payment_missing" || row.kind === "refund_differs" || row.kind === "dispute_missing",
      foundAt: row.foundAt,
    })),
  };
}
