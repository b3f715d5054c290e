import type { BuyPackagingInput, CreateOrderUniqueInput, PackagingOrderStatus } from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import { registerChatSubject } from "../chats";
import { UploadService } from "../uploads";
import { assignProducer } from "./assign-producer";
import { buyPackaging } from "./buy-packaging";
import type { PackagingViewer } from "./data-access/packaging";
import { findPackagingOrderChatRow, isPackagingOrderParty } from "./data-access/packaging-orders";
import { orderUniquePackaging } from "./order-unique-packaging";
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
 * Medusa's `packagingOrderService` (services/packaging-order.ts re-exports it): registers who may
 * read packaging orders' files and their chats, and orders packaging for code that resolves it
 * from the container (the demo seed). The screens call the use cases through the router.
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
}
