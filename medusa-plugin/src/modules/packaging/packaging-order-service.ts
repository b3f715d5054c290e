import type {
  BuyPackagingInput,
  CreateOrderUniqueInput,
  OverrideDimensionsInput,
  PackagingOrderListInput,
  PackagingOrderStatus,
  UploadedFileRef,
} from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import { registerChatSubject } from "../chats";
import { UploadService } from "../uploads";
import { addProducerFiles } from "./add-producer-files";
import { assignProducer } from "./assign-producer";
import { buyPackaging } from "./buy-packaging";
import type { PackagingViewer } from "./data-access/packaging";
import { findPackagingOrderChatRow, isPackagingOrderParty } from "./data-access/packaging-orders";
import { getPackagingOrder } from "./get-packaging-order";
import { listPackagingOrders } from "./list-packaging-orders";
import { orderUniquePackaging } from "./order-unique-packaging";
import { overrideDimensions } from "./override-dimensions";
import type { PackagingDeps } from "./packaging-files";
import { setPackagingOrderStatus } from "./set-packaging-order-status";
import { PACKAGING_ORDER_PRODUCER_SUBJECT, PACKAGING_ORDER_SUBJECT } from "./types";

// The merchant's and the producer's members may open both kinds of files (support always may).
const mayReadFiles = async (
  manager: Parameters<typeof isPackagingOrderParty>[0],
  request: { subjectId: string; organisationId: string },
) => await isPackagingOrderParty(manager, request.subjectId, request.organisationId);
UploadService.registerAccess(PACKAGING_ORDER_SUBJECT, mayReadFiles);
UploadService.registerAccess(PACKAGING_ORDER_PRODUCER_SUBJECT, mayReadFiles);

// Packaging-order chats: the assigned producer is the receiver (besides support).
registerChatSubject("packaging_order", {
  async load(manager, id) {
    const row = await findPackagingOrderChatRow(manager, id);
    if (!row) return null;
    return {
      organisationId: row.organisation_id,
      title: row.title,
      reference: row.number,
      orderNumber: row.number,
      shopName: row.shop_name ?? null,
      status: row.status,
      assignedOrganisationIds: row.producer_organisation_id ? [row.producer_organisation_id] : [],
    };
  },
});

type InjectedDependencies = { uploadService: UploadService };

/**
 * Medusa's `packagingOrderService` (services/packaging-order.ts re-exports it),
 * `ctx.services.packagingOrders`: registers who may read packaging orders' files and their chats;
 * orders packaging and moves the orders on (each use case in its own transaction).
 */
export default class PackagingOrderService extends PlatformService<InjectedDependencies> {
  private get deps(): PackagingDeps {
    return { manager: this.manager_, files: this.deps_.uploadService };
  }

  async buy(organisationId: string, customerId: string, input: BuyPackagingInput) {
    return await buyPackaging(this.deps, organisationId, customerId, input);
  }

  async createOrderUnique(organisationId: string, customerId: string, input: CreateOrderUniqueInput) {
    return await orderUniquePackaging(this.deps, organisationId, customerId, input);
  }

  async setStatus(viewer: PackagingViewer, id: string, status: PackagingOrderStatus) {
    return await setPackagingOrderStatus(this.deps, viewer, id, status);
  }

  async assignProducer(id: string, producerOrganisationId: string) {
    return await assignProducer(this.deps, id, producerOrganisationId);
  }

  /** The orders the viewer may see (the merchant's own, the producer's assigned, support's all). */
  async list(viewer: PackagingViewer, input: PackagingOrderListInput) {
    return await listPackagingOrders(this.deps, viewer, input);
  }

  async get(viewer: PackagingViewer, id: string) {
    return await getPackagingOrder(this.deps, viewer, id);
  }

  async addProducerFiles(viewer: PackagingViewer, id: string, files: UploadedFileRef[]) {
    return await addProducerFiles(this.deps, viewer, id, files);
  }

  async overrideDimensions(viewer: PackagingViewer, customerId: string, input: OverrideDimensionsInput) {
    return await overrideDimensions(this.deps, viewer, customerId, input);
  }
}
