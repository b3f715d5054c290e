import { PACKAGING_MESSAGES } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { findPackagingOrderRow, isActiveSupplier, updatePackagingOrderProducer } from "./data-access/packaging-orders";
import { SUPPORT } from "./get-packaging";
import { getPackagingOrder } from "./get-packaging-order";
import { auditChange } from "./lock-packaging-order";
import type { PackagingDeps } from "./packaging-files";

/** Support assigns the producer: an active supplier organisation. */
export async function assignProducer(deps: PackagingDeps, id: string, producerOrganisationId: string) {
  await deps.manager.transaction(async (manager) => {
    if (!(await isActiveSupplier(manager, producerOrganisationId))) {
      throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.producerInvalid, "producerOrganisationId");
    }
    const before = await findPackagingOrderRow(manager, id, true);
    const updated = await updatePackagingOrderProducer(manager, id, producerOrganisationId);
    if (!updated || !before) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
    await auditChange(manager, before, "packaging_order.producer_assigned", ["producer_organisation_id"]);
  });
  return await getPackagingOrder(deps, SUPPORT, id);
}
