import { CUSTOM_PACKAGING_MIN_SALES, PACKAGING_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { productSales } from "./data-access/packaging";

/** Whether the custom-size print template may be downloaded (spec §5, §9), and the product's sales so far. */
export async function getPrintTemplateStatus(manager: EntityManager, organisationId: string, variantId: string) {
  const row = await productSales(manager, organisationId, variantId);
  if (!row) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.variantNotFound, "variantId");
  const { sales, product } = row;
  return { product, sales, required: CUSTOM_PACKAGING_MIN_SALES, allowed: sales >= CUSTOM_PACKAGING_MIN_SALES };
}
