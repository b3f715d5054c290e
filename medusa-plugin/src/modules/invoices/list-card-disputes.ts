import type { EntityManager } from "typeorm";
import { latestDisputes } from "./data-access/card-checkouts";

/** Support: card disputes (chargebacks) as Stripe last told them, open ones first. */
export async function listCardDisputes(manager: EntityManager, limit = 50) {
  const rows = await latestDisputes(manager, limit);
  return {
    items: rows.map((row) => ({
      disputeId: row.id,
      invoiceId: row.invoiceId,
      invoiceNumber: row.number,
      organisationName: row.organisationName,
      amount: Number(row.amount),
      currencyCode: row.currencyCode,
      reason: row.reason,
      status: row.status,
      evidenceDueBy: row.evidenceDueBy,
      updatedAt: row.updatedAt,
    })),
  };
}
