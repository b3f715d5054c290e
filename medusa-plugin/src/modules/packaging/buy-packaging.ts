import { type BuyPackagingInput, PACKAGING_MESSAGES } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { findStockPackaging } from "./data-access/packaging";
import { findStockableLocationId } from "./data-access/packaging-orders";
import { getPackagingOrder } from "./get-packaging-order";
import type { PackagingDeps } from "./packaging-files";
import { placePackagingOrder } from "./place-packaging-order";

/** Buy packaging: stock packaging for a location, at least its MOQ; arrival expected after its production days. */
export async function buyPackaging(
  deps: PackagingDeps,
  organisationId: string,
  customerId: string,
  input: BuyPackagingInput,
) {
  const id = await deps.manager.transaction(async (manager) => {
    const packaging = await findStockPackaging(manager, input.packagingId);
    if (!packaging) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound, "packagingId");
    if (packaging.status !== "active") throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.inactive, "packagingId");
    if (input.quantity < packaging.moq) throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.belowMoq, "quantity");
    const locationId = await findStockableLocationId(manager, organisationId, input.locationId);
    if (!locationId) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.locationNotFound, "locationId");
    return await placePackagingOrder(manager, {
      organisationId,
      customerId,
      kind: "stock",
      locationId,
      packaging,
      quantity: input.quantity,
    });
  });
  return await getPackagingOrder(deps, { organisationId, role: "customer" }, id);
}
