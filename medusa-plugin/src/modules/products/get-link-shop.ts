import { PRODUCT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { type LinkableShop, shopOf } from "./data-access/links";
import type { Viewer } from "./types";

/** The shop, if the viewer may use it (their own organisation's, or any for support). */
export async function getLinkShop(
  manager: EntityManager,
  viewer: Viewer,
  shopId: string,
): Promise<LinkableShop & { organisationId: string }> {
  const shop = await shopOf(manager, viewer, shopId);
  if (!shop?.organisationId) throw new DomainError("NOT_FOUND", PRODUCT_MESSAGES.shopNotFound, "shopId");
  return shop as LinkableShop & { organisationId: string };
}
