import type { CreatePackagingInput } from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import { createPackaging } from "./create-packaging";
import { setVariantDefault } from "./set-variant-default";

/**
 * Medusa's `packagingService` (services/packaging.ts re-exports it): the catalogue for code that
 * resolves it from the container (the demo seed). The screens call the use cases through the router.
 */
export default class PackagingService extends PlatformService {
  async create(input: CreatePackagingInput) {
    return await createPackaging(this.manager_, input);
  }

  async setVariantDefault(organisationId: string, variantId: string, packagingId: string | null): Promise<void> {
    await setVariantDefault(this.manager_, organisationId, variantId, packagingId);
  }
}
