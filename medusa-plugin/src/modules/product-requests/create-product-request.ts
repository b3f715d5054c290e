import { generateEntityId } from "@medusajs/medusa";
import {
  ATTACHMENT_RULE,
  type CreateProductRequestInput,
  PRODUCT_REQUEST_MESSAGES as M,
  type ProductRequestStatus,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { insertRequest, lockOwnShop } from "./data-access/requests";
import { recordRequestEvent } from "./record-request-event";
import { PRODUCT_REQUEST_SUBJECT, type RequestFiles } from "./request-deps";

/**
 * A request for one of the organisation's shops with its documents, as draft or submitted
 * (pending), inside the caller's transaction: its id.
 */
export async function createProductRequest(
  manager: EntityManager,
  files: RequestFiles,
  organisationId: string,
  customerId: string,
  input: CreateProductRequestInput,
): Promise<string> {
  if (!(await lockOwnShop(manager, input.shopId, organisationId))) {
    throw new DomainError("BAD_REQUEST", M.shopRequired, "shopId");
  }
  const requestId = generateEntityId(undefined, "preq");
  const status: ProductRequestStatus = input.submit ? "pending" : "draft";
  await insertRequest(manager, {
    id: requestId,
    organisationId,
    shopId: input.shopId,
    shopifyProductId: input.shopProduct?.productId ?? null,
    shopifyVariantId: input.shopProduct?.variantId ?? null,
    shopProductTitle: input.shopProduct?.title ?? null,
    productName: input.productName,
    producerName: input.producerName,
    description: input.description,
    brandService: input.brandService,
    dropshippingOffer: input.dropshippingOffer,
    bulkOrderOffer: input.bulkOrderOffer,
    bulkAmount: input.bulkOrderOffer ? (input.bulkAmount ?? null) : null,
    importMethod: input.bulkOrderOffer ? (input.importMethod ?? null) : null,
    photoContent: input.photoContent,
    colourBox: input.colourBox,
    productSpecification: input.productSpecification,
    productRequirements: input.productRequirements,
    status,
    producerOrganisationId: null,
    productId: null,
    createdBy: customerId,
  });
  await files.attach(manager, {
    organisationId,
    uploadIds: input.files.map((file) => file.id),
    subjectType: PRODUCT_REQUEST_SUBJECT,
    subjectId: requestId,
    rule: ATTACHMENT_RULE,
  });
  await recordRequestEvent(manager, requestId, "created", null, status, { organisationId, customerId });
  return requestId;
}
