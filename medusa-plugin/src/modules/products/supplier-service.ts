import type { SetSupplierProductsInput, SupplierProductsInput } from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import { listSupplierProducts } from "./list-supplier-products";
import { setSupplierProducts } from "./set-supplier-products";
import type { SupplierProduct } from "./types";

/**
 * Medusa's `supplierService` (services/supplier.ts re-exports it): which platform products a
 * supplier (or producer) organisation supplies. An order is assigned to the suppliers of its items'
 * products; they are the suppliers a merchant can chat with about it.
 */
export default class SupplierService extends PlatformService {
  /** Every platform product, by title, with whether the organisation supplies it. */
  async products(input: SupplierProductsInput): Promise<SupplierProduct[]> {
    return await listSupplierProducts(this.activeManager_, input);
  }

  /** Replaces what the organisation supplies; unknown products change nothing. */
  async setProducts(input: SetSupplierProductsInput): Promise<SupplierProduct[]> {
    await this.transaction_(async (manager) => await setSupplierProducts(manager, input));
    return await this.products({ organisationId: input.organisationId });
  }
}
