import type { ProductService, ProductVariantService } from "@medusajs/medusa";
import type {
  AssignProducerInput,
  CreateProductRequestInput,
  MoveProductRequestInput,
  ProductRequestListInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { ProductLinkService } from "../products";
import { UploadService } from "../uploads";
import { assignRequestProducer } from "./assign-request-producer";
import { createProductRequest } from "./create-product-request";
import { isRequestProducer } from "./data-access/requests";
import { getProductRequest } from "./get-product-request";
import { listProducers } from "./list-producers";
import { listProductRequests } from "./list-product-requests";
import { moveProductRequest } from "./move-product-request";
import { PRODUCT_REQUEST_SUBJECT, type RequestDeps } from "./request-deps";
import type { ProductRequestDetail, RequestViewer } from "./types";

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  productService: ProductService;
  productVariantService: ProductVariantService;
  productLinkService: ProductLinkService;
};

/**
 * Medusa's `productRequestService` (services/product-request.ts re-exports it): product requests
 * (spec §2–§5), the merchant's wishes, support's decisions, the producer's answers.
 */
export default class ProductRequestService extends PlatformService<InjectedDependencies> {
  constructor(container: InjectedDependencies, ...rest: unknown[]) {
    super(container, ...rest);
    // The assigned producer reads the request's documents too.
    UploadService.registerAccess(PRODUCT_REQUEST_SUBJECT, async (manager, request) =>
      isRequestProducer(manager, request.subjectId, request.organisationId),
    );
  }

  private get requestDeps_(): RequestDeps {
    return { manager: this.activeManager_, files: this.deps_.uploadService };
  }

  /** A request for one of the organisation's shops with its documents, as draft or submitted (pending). */
  async create(
    organisationId: string,
    customerId: string,
    input: CreateProductRequestInput,
  ): Promise<ProductRequestDetail> {
    const id = await this.transaction_(
      async (manager) =>
        await createProductRequest(manager, this.deps_.uploadService, organisationId, customerId, input),
    );
    return (await this.get({ organisationId, customerId, role: "customer" }, id)) as ProductRequestDetail;
  }

  async list(viewer: RequestViewer, input: ProductRequestListInput) {
    return await listProductRequests(this.activeManager_, viewer, input);
  }

  async get(viewer: RequestViewer, id: string): Promise<ProductRequestDetail | null> {
    return await getProductRequest(this.requestDeps_, viewer, id);
  }

  /** The active supplier organisations (producers), by name. */
  async producers(): Promise<Array<{ id: string; name: string }>> {
    return await listProducers(this.activeManager_);
  }

  /** Support assigns (or removes) the producer: an active supplier organisation. */
  async assignProducer(viewer: RequestViewer, input: AssignProducerInput): Promise<ProductRequestDetail> {
    await this.transaction_(async (manager) => await assignRequestProducer(manager, viewer, input));
    return (await this.get(viewer, input.requestId)) as ProductRequestDetail;
  }

  /** A status change: the merchant submits or withdraws; support accepts, declines, publishes, closes. */
  async move(viewer: RequestViewer, input: MoveProductRequestInput): Promise<ProductRequestDetail> {
    const catalogue = {
      productService: this.deps_.productService,
      productVariantService: this.deps_.productVariantService,
      links: this.deps_.productLinkService,
    };
    await this.transaction_(async (manager) => await moveProductRequest(manager, catalogue, viewer, input));
    return (await this.get(viewer, input.requestId)) as ProductRequestDetail;
  }
}
