import { generateEntityId } from "@medusajs/medusa";
import { PRODUCT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { currentLink, shopAndVariant, upsertLink, variantExists } from "./data-access/links";
import { type OrderRouter, rematchShopOrders } from "./rematch-shop-orders";

export type LinkInput = {
  shopifyProductId: string | null;
  shopifyVariantId: string;
  variantId: string;
  title?: string | null;
};

/**
 * Links a shop variant to a platform variant (replacing its earlier link), with its audit entry,
 * and re-matches the shop's orders, inside the caller's transaction (publishing a product request
 * uses it too).
 */
export async function linkShopProduct(
  manager: EntityManager,
  router: OrderRouter,
  shopId: string,
  input: LinkInput,
): Promise<{ rematchedOrders: number }> {
  if (!(await variantExists(manager, input.variantId))) {
    throw new DomainError("BAD_REQUEST", PRODUCT_MESSAGES.variantNotFound, "variantId");
  }
  const earlier = await currentLink(manager, shopId, input.shopifyVariantId);
  const linked = await upsertLink(manager, {
    id: generateEntityId(undefined, "spl"),
    shopId,
    shopifyVariantId: input.shopifyVariantId,
    shopifyProductId: input.shopifyProductId,
    shopProductTitle: input.title ?? null,
    variantId: input.variantId,
  });
  const now = await shopAndVariant(manager, shopId, input.variantId);
  await recordAudit(manager, {
    organisationId: now?.organisationId ?? null,
    subjectType: "product_link",
    subjectId: linked.id,
    subjectLabel: linked.shopProductTitle ?? `${now?.domain ?? shopId} ${input.shopifyVariantId}`,
    action: "product_link.linked",
    before: earlier ? { variant_id: earlier.variantId, sku: earlier.sku } : null,
    after: { shopify_variant_id: input.shopifyVariantId, variant_id: input.variantId, sku: now?.sku ?? null },
  });
  return { rematchedOrders: await rematchShopOrders(manager, router, shopId) };
}
