import { SUPPLIER_MESSAGES, type SupplierProductsInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { organisationType, productsWithSupplied } from "./data-access/suppliers";
import type { SupplierProduct } from "./types";

/** The organisation must be a supplier (FOR SHARE inside a transaction, so it cannot change type meanwhile). */
export async function assertSupplier(manager: EntityManager, organisationId: string, lock = false): Promise<void> {
  const type = await organisationType(manager, organisationId, lock);
  if (type === undefined) throw new DomainError("NOT_FOUND", SUPPLIER_MESSAGES.notSupplier);
  if (type !== "supplier") throw new DomainError("BAD_REQUEST", SUPPLIER_MESSAGES.notSupplier, "organisationId");
}

/** Every platform product, by title, with whether the supplier organisation supplies it. */
export async function listSupplierProducts(
  manager: EntityManager,
  input: SupplierProductsInput,
): Promise<SupplierProduct[]> {
  await assertSupplier(manager, input.organisationId);
  return await productsWithSupplied(manager, input.organisationId);
}
