import type { ProductService, ProductVariantService } from "@medusajs/medusa";
import {
  PRODUCT_REQUEST_MESSAGES as M,
  type MoveProductRequestInput,
  mayMoveRequest,
  type ProductRequestStatus,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { addSupplier, type ProductLinkService } from "../products";
import { firstVariantId, type ProductRequestRecord, setStatus } from "./data-access/requests";
import { lockProductRequest } from "./lock-product-request";
import { recordRequestEvent } from "./record-request-event";
import type { RequestViewer } from "./types";

/** What accepting and publishing need of Medusa: its products and variants, and the shop links. */
export type CatalogueDeps = {
  productService: ProductService;
  productVariantService: ProductVariantService;
  links: Pick<ProductLinkService, "linkIn">;
};

/**
 * A status change, inside the caller's transaction. The merchant submits a draft (or a declined
 * request again) and withdraws (n/a); support accepts (needs a producer; makes the draft Medusa
 * product), declines, publishes (the product goes live and is linked to the shop's product) and
 * closes (n/a).
 */
export async function moveProductRequest(
  manager: EntityManager,
  catalogue: CatalogueDeps,
  viewer: RequestViewer,
  input: MoveProductRequestInput,
): Promise<void> {
  const isSupport = viewer.role === "support";
  const request = await lockProductRequest(manager, input.requestId);
  const own = request.organisationId === viewer.organisationId;
  if (!isSupport && !own) throw new DomainError("NOT_FOUND", M.notFound);
  const from = request.status as ProductRequestStatus;
  const to = input.status;
  const merchantMay = to === "pending" || (to === "n/a" && (from === "draft" || from === "pending"));
  if (!mayMoveRequest(from, to) || (!isSupport && !merchantMay) || (isSupport && to === "pending" && !own)) {
    throw new DomainError("BAD_REQUEST", M.transitionNotAllowed, "status");
  }
  let productId: string | null = request.productId;
  if (to === "accepted") {
    if (!request.producerOrganisationId) throw new DomainError("BAD_REQUEST", M.producerRequired, "status");
    productId = productId ?? (await createDraftProduct(manager, catalogue, request));
    await addSupplier(manager, { productId, organisationId: request.producerOrganisationId });
  }
  if (to === "published") await publish(manager, catalogue, request);
  await setStatus(manager, input.requestId, to, productId);
  await recordRequestEvent(
    manager,
    input.requestId,
    "status_changed",
    from,
    to,
    viewer,
    input.note ? { note: input.note } : {},
  );
}

/** The draft Medusa product that answers the request, with one default variant. */
async function createDraftProduct(
  manager: EntityManager,
  catalogue: CatalogueDeps,
  request: ProductRequestRecord,
): Promise<string> {
  const products = catalogue.productService.withTransaction(manager);
  const product = await products.create({
    title: request.productName,
    description: request.description,
    status: "draft" as never,
    options: [{ title: "Variant" }],
    metadata: { product_request_id: request.id },
  } as Parameters<ProductService["create"]>[0]);
  const withOptions = await products.retrieve(product.id, { relations: ["options"] });
  await catalogue.productVariantService.withTransaction(manager).create(product.id, {
    title: "Default",
    inventory_quantity: 0,
    manage_inventory: false,
    prices: [{ currency_code: "eur", amount: 0 }],
    options: [{ option_id: withOptions.options[0]?.id as string, value: "Default" }],
  } as Parameters<ProductVariantService["create"]>[1]);
  return product.id;
}

/** Publishes the request's product and links the shop's product to its first variant. */
async function publish(manager: EntityManager, catalogue: CatalogueDeps, request: ProductRequestRecord): Promise<void> {
  if (!request.productId) throw new DomainError("BAD_REQUEST", M.transitionNotAllowed, "status");
  await catalogue.productService.withTransaction(manager).update(request.productId, { status: "published" as never });
  if (!request.shopifyVariantId) return;
  const variantId = await firstVariantId(manager, request.productId);
  if (!variantId) throw new DomainError("BAD_REQUEST", M.shopProductGone, "status");
  await catalogue.links.linkIn(manager, request.shopId, {
    shopifyProductId: request.shopifyProductId,
    shopifyVariantId: request.shopifyVariantId,
    variantId,
    title: request.shopProductTitle,
  });
}
