import { STOCK_HINT_WINDOW_DAYS, stockHint } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { notifyMembers } from "../notifications";
import { recordWebhookEvent } from "../webhooks";
import { hintRows } from "./data-access/stock-rows";

/** A stock change at one location: how much less is available now than before it. */
export type StockDrop = { variantId: string; drop: number };

/**
 * After a stock change (a reservation, a count), inside its transaction: the organisation's
 * members are told about each variant whose available stock at the location has just fallen
 * below its stock hint (spec §9) — only on the crossing, not again while it stays below.
 */
export async function notifyStockBelowHint(
  manager: EntityManager,
  organisationId: string,
  locationId: string,
  drops: StockDrop[],
): Promise<void> {
  const fallen = drops.filter((change) => change.drop > 0);
  if (!fallen.length) return;
  const rows = await hintRows(manager, {
    organisationId,
    locationId,
    variantIds: fallen.map((change) => change.variantId),
    windowDays: STOCK_HINT_WINDOW_DAYS,
  });
  for (const row of rows) {
    const drop = fallen.find((change) => change.variantId === row.variant_id)?.drop ?? 0;
    const hint = (available: number) =>
      stockHint({ available, arriving: 0, soldInWindow: row.sold, windowDays: STOCK_HINT_WINDOW_DAYS });
    const now = hint(row.available);
    if (!now.below || hint(row.available + drop).below) continue;
    await notifyMembers(manager, {
      organisationIds: [organisationId],
      kind: "stock_below_hint",
      subjectType: "stock",
      subjectId: row.variant_id,
      params: {
        productTitle: row.product_title,
        variantTitle: row.variant_title ?? "",
        locationName: row.location_name,
        locationId,
        available: row.available,
        target: now.target,
      },
    });
    // The same crossing for the organisation's systems (stock.low), in the same transaction.
    await recordWebhookEvent(manager, {
      organisationId,
      type: "stock.low",
      data: {
        variantId: row.variant_id,
        productTitle: row.product_title,
        variantTitle: row.variant_title ?? null,
        locationId,
        locationName: row.location_name,
        available: row.available,
        target: now.target,
      },
    });
  }
}
