import { type AssignProducerInput, PRODUCT_REQUEST_MESSAGES as M } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { addSupplier } from "../products";
import { isActiveProducer, setProducer } from "./data-access/requests";
import { lockProductRequest } from "./lock-product-request";
import { recordRequestEvent } from "./record-request-event";
import type { RequestViewer } from "./types";

/**
 * Support assigns (or removes) the producer, an active supplier organisation, inside the caller's
 * transaction; a request with a product makes the producer its supplier.
 */
export async function assignRequestProducer(
  manager: EntityManager,
  viewer: RequestViewer,
  input: AssignProducerInput,
): Promise<void> {
  const request = await lockProductRequest(manager, input.requestId);
  if (request.status === "published" || request.status === "n/a") {
    throw new DomainError("BAD_REQUEST", M.transitionNotAllowed);
  }
  if (input.producerOrganisationId && !(await isActiveProducer(manager, input.producerOrganisationId))) {
    throw new DomainError("BAD_REQUEST", M.notProducer, "producerOrganisationId");
  }
  await setProducer(manager, input.requestId, input.producerOrganisationId);
  if (request.productId && input.producerOrganisationId) {
    await addSupplier(manager, { productId: request.productId, organisationId: input.producerOrganisationId });
  }
  await recordRequestEvent(
    manager,
    input.requestId,
    "producer_assigned",
    null,
    null,
    viewer,
    { producerOrganisationId: input.producerOrganisationId },
    request.producerOrganisationId ?? null,
  );
}
