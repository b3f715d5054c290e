import type { CreateServiceInput, UpdateServiceInput } from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import { createService } from "./create-service";
import { listAvailableServices, listOwnServices } from "./list-services";
import { updateService } from "./update-service";

/**
 * Medusa's `serviceCatalogService` (services/service-catalog.ts re-exports it),
 * `ctx.services.bookingsServices`: service providers' services (spec §3).
 */
export default class ServiceCatalogService extends PlatformService {
  async listOwn(providerId: string) {
    return await listOwnServices(this.manager_, providerId);
  }

  async listAvailable() {
    return await listAvailableServices(this.manager_);
  }

  async create(providerId: string, customerId: string, input: CreateServiceInput) {
    return await createService(this.manager_, providerId, customerId, input);
  }

  async update(providerId: string, input: UpdateServiceInput) {
    return await updateService(this.manager_, providerId, input);
  }
}
