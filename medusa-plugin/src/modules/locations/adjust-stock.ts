import { type AdjustStockInput, LOCATION_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { notifyStockBelowHint } from "../stocks";
import { assertMerchant } from "./assert-merchant";
import { addOnHand, locationOfOrganisation, lockStock, setOnHand, variantLabel } from "./data-access";

/** Goods arrived (a received stock order or retour): on hand goes up, inside the caller's transaction. */
export async function addStock(
  manager: EntityManager,
  row: { organisationId: string; locationId: string; variantId: string; quantity: number },
): Promise<void> {
  await addOnHand(manager, row, row.quantity);
}

/**
 * Support counted the organisation's goods at a location: on hand is set, never below what is
 * reserved; in the caller's transaction. Routing the waiting orders again is the caller's.
 */
export async function adjustStock(
  manager: EntityManager,
  input: AdjustStockInput,
): Promise<{ onHand: number; reserved: number; available: number }> {
  const location = await locationOfOrganisation(manager, input.locationId, input.organisationId);
  if (!location) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound, "locationId");
  await assertMerchant(manager, input.organisationId);
  const variant = await variantLabel(manager, input.variantId);
  if (!variant) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.unknownVariant, "variantId");
  const key = { organisationId: input.organisationId, locationId: input.locationId, variantId: input.variantId };
  const before = await lockStock(manager, key);
  const row = await setOnHand(manager, key, input.onHand);
  if (!row) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.belowReserved, "onHand");
  await notifyStockBelowHint(manager, input.organisationId, input.locationId, [
    { variantId: input.variantId, drop: Number(before ?? 0) - row.on_hand },
  ]);
  await recordAudit(manager, {
    organisationId: input.organisationId,
    subjectType: "stock",
    subjectId: `${input.locationId}:${input.variantId}`,
    subjectLabel: `${variant.label} @ ${location.name}`,
    action: "stock.adjusted",
    before: { on_hand: before ?? 0 },
    after: { on_hand: row.on_hand },
  });
  return { onHand: row.on_hand, reserved: row.reserved, available: row.on_hand - row.reserved };
}
