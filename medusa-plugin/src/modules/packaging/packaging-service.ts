import type { CreatePackagingInput, PackagingListInput } from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import { createPackaging } from "./create-packaging";
import type { PackagingViewer } from "./data-access/packaging";
import { getOrderPackaging } from "./get-order-packaging";
import { getPackaging } from "./get-packaging";
import { getPrintTemplateStatus } from "./get-print-template-status";
import { listPackaging } from "./list-packaging";
import { listProducers } from "./list-producers";
import { listVariantDefaults } from "./list-variant-defaults";
import { makePrintTemplate } from "./make-print-template";
import { setVariantDefault } from "./set-variant-default";

/**
 * Medusa's `packagingService` (services/packaging.ts re-exports it), `ctx.services.packaging`: the
 * catalogue, variants' default packaging, print templates and an order's packaging details.
 */
export default class PackagingService extends PlatformService {
  async list(viewer: PackagingViewer, input: PackagingListInput) {
    return await listPackaging(this.manager_, viewer, input);
  }

  async get(viewer: PackagingViewer, packagingId: string) {
    return await getPackaging(this.manager_, viewer, packagingId);
  }

  async create(input: CreatePackagingInput) {
    return await createPackaging(this.manager_, input);
  }

  /** The active supplier organisations support may assign as producers. */
  async producers() {
    return await listProducers(this.manager_);
  }

  async variantDefaults(organisationId: string) {
    return await listVariantDefaults(this.manager_, organisationId);
  }

  async setVariantDefault(organisationId: string, variantId: string, packagingId: string | null): Promise<void> {
    await setVariantDefault(this.manager_, organisationId, variantId, packagingId);
  }

  async printTemplateStatus(organisationId: string, variantId: string) {
    return await getPrintTemplateStatus(this.manager_, organisationId, variantId);
  }

  async printTemplate(organisationId: string, variantId: string) {
    return await makePrintTemplate(this.manager_, organisationId, variantId);
  }

  /** An order's packaging details, or null when the order is not the organisation's. */
  async forOrder(organisationId: string | null, orderId: string) {
    return await getOrderPackaging(this.manager_, organisationId, orderId);
  }
}
