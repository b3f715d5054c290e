import type { EntityManager } from "typeorm";
import type { Shop } from "../../models/shop";
import type { AuditActor } from "../audit";
import { findShop, updateShop } from "./data-access/shops";
import { recordShopAudit, type ShopAuditAction } from "./shop-audit";

/** One change of a shop's row with its audit entry, inside the caller's transaction. */
export async function changeShop(
  manager: EntityManager,
  shop: Shop,
  action: Extract<ShopAuditAction, "shop.updated" | "shop.needs_reauth" | "shop.disconnected" | "shop.redacted">,
  fields: Partial<Shop>,
  actor?: AuditActor,
): Promise<Shop> {
  await updateShop(manager, shop.id, fields);
  const after = await findShop(manager, shop.id);
  await recordShopAudit(manager, { action, before: shop, after, actor });
  return after;
}
