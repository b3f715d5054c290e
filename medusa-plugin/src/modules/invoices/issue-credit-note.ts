import type { EntityManager } from "typeorm";
import { creditNoteOfClaim, latestInvoiceOfOrder } from "./data-access/invoices";
import type { InvoiceLineDraft } from "./sources";
import { writeInvoice } from "./write-invoice";

/** A claim decided as refunded or credit: what its credit note needs. */
export type CreditedClaim = {
  id: string;
  orderId: string;
  organisationId: string;
  orderNumber: string;
  amount: number;
  currencyCode: string;
};

/**
 * A credit note (type credit) for a claim, linked to the invoice of the claim's order when it has
 * one. Runs in the decision's transaction; one per claim (null when it already has one).
 */
export async function issueCreditNote(
  manager: EntityManager,
  claim: CreditedClaim,
  actor: string,
): Promise<{ id: string; number: string } | null> {
  if (await creditNoteOfClaim(manager, claim.id)) return null;
  const corrects = await latestInvoiceOfOrder(manager, claim.orderId);
  // The claim's amount is what the customer gets back, tax included (what they paid).
  const line: InvoiceLineDraft = {
    sourceType: "claim",
    sourceId: claim.id,
    kind: "credit",
    description: claim.orderNumber,
    quantity: 1,
    unitAmount: claim.amount,
    netAmount: claim.amount,
    taxRate: 0,
    taxAmount: 0,
    currencyCode: claim.currencyCode,
    happenedAt: new Date(),
  };
  const created = await writeInvoice(manager, {
    organisationId: claim.organisationId,
    type: "credit",
    lines: [line],
    actor,
    claimId: claim.id,
    correctsInvoiceId: corrects ?? null,
  });
  return { id: created.id, number: created.number };
}
