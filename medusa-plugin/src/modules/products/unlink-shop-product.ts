import { PRODUCT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { deleteLink } from "./data-access/links";
import type { Viewer } from "./types";

/**
 * Removes a link the viewer may change, with its audit entry, inside the caller's transaction.
 * Orders already matched keep their items.
 */
export async function unlinkShopProduct(manager: EntityManager, viewer: Viewer, linkId: string): Promise<void> {
  const gone = await deleteLink(manager, viewer, linkId);
  if (!gone) throw new DomainError("NOT_FOUND", PRODUCT_MESSAGES.linkNotFound);
  await recordAudit(manager, {
    organisationId: gone.organisationId ?? null,
    subjectType: "product_link",
    subjectId: linkId,
    subjectLabel: gone.shopProductTitle ?? `${gone.domain} ${gone.shopifyVariantId ?? gone.sku ?? ""}`,
    action: "product_link.unlinked",
    before: { shopify_variant_id: gone.shopifyVariantId, sku: gone.sku, variant_id: gone.variantId },
  });
}
