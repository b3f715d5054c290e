import { type SetSupplierProductsInput, SUPPLIER_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { countKnownProducts, replaceSupplied, suppliedTitles } from "./data-access/suppliers";
import { assertSupplier } from "./list-supplier-products";

/**
 * Replaces what the supplier organisation supplies (unknown products change nothing), with its
 * audit entry, inside the caller's transaction.
 */
export async function setSupplierProducts(manager: EntityManager, input: SetSupplierProductsInput): Promise<void> {
  const productIds = [...new Set(input.productIds)];
  await assertSupplier(manager, input.organisationId, true);
  if ((await countKnownProducts(manager, productIds)) !== productIds.length) {
    throw new DomainError("BAD_REQUEST", SUPPLIER_MESSAGES.unknownProduct, "productIds");
  }
  const before = await suppliedTitles(manager, input.organisationId);
  await replaceSupplied(manager, input.organisationId, productIds);
  await recordAudit(manager, {
    organisationId: input.organisationId,
    subjectType: "organisation",
    subjectId: input.organisationId,
    action: "organisation.supplied_products_set",
    before: { products: before },
    after: { products: await suppliedTitles(manager, input.organisationId) },
  });
}
