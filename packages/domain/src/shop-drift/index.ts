import { z } from "zod";
import { entityId } from "../shared/schemas";

/**
 * Shopify reconciliation (issue 31): how a stored shop order can differ from Shopify's order as
 * it stands now. Each kind has its cause on support's screen and at most one fix.
 */
export const SHOP_DRIFT_KINDS = [
  "missing_in_shop",
  "cancelled_in_shop",
  "items_differ",
  "fulfilled_in_shop",
  "not_fulfilled_in_shop",
  "tracking_missing_in_shop",
] as const;
export type ShopDriftKind = (typeof SHOP_DRIFT_KINDS)[number];

/** apply: take Shopify's current version through the intake; push: send the shipments to Shopify again. */
export const SHOP_DRIFT_FIXES = ["apply", "push"] as const;
export type ShopDriftFix = (typeof SHOP_DRIFT_FIXES)[number];

export const SHOP_DRIFT_FIX: Record<ShopDriftKind, ShopDriftFix | null> = {
  missing_in_shop: null,
  cancelled_in_shop: "apply",
  items_differ: "apply",
  fulfilled_in_shop: "apply",
  not_fulfilled_in_shop: "push",
  tracking_missing_in_shop: "push",
};

export const SHOP_DRIFT_MESSAGES = {
  notFound: "shops:drift.errors.notFound",
  fixFailed: "shops:drift.errors.fixFailed",
  checkFailed: "shops:drift.errors.checkFailed",
} as const;

/** Support's "Check now": every connected shop, or one (its shop page, a test). */
export const shopReconciliationRunSchema = z.object({ shopId: entityId.optional() }).optional();
export type ShopReconciliationRunInput = z.infer<typeof shopReconciliationRunSchema>;

export const shopDriftFixSchema = z.object({ driftId: entityId });
export type ShopDriftFixInput = z.infer<typeof shopDriftFixSchema>;
