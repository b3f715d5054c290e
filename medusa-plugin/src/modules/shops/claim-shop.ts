import { SHOP_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import type { Shop } from "../../models/shop";
import { findShop, lockShopByClaim, updateShop } from "./data-access/shops";
import { recordShopAudit } from "./shop-audit";
import { hashClaimToken } from "./shop-tokens";

/** The signed-in member's organisation gets the shop of the install link, inside the caller's transaction. */
export async function claimShop(manager: EntityManager, organisationId: string, installToken: string): Promise<Shop> {
  const shop = await lockShopByClaim(manager, hashClaimToken(installToken));
  if (!shop) throw new DomainError("BAD_REQUEST", SHOP_MESSAGES.installInvalid);
  if (shop.organisation_id && shop.organisation_id !== organisationId) {
    throw new DomainError("CONFLICT", SHOP_MESSAGES.connectedElsewhere);
  }
  await updateShop(manager, shop.id, {
    organisation_id: organisationId,
    status: "active",
    claim_token_hash: null,
    claim_expires_at: null,
    shipment_method: shop.shipment_method ?? "dhl",
  });
  const claimed = await findShop(manager, shop.id);
  await recordShopAudit(manager, { action: "shop.connected", before: shop, after: claimed });
  return claimed;
}
