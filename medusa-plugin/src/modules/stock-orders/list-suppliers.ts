import type { EntityManager } from "typeorm";
import { orderableSuppliers } from "./data-access/order-parties";

/** Suppliers a merchant can order from: active supplier organisations that supply at least one product. */
export async function listSuppliers(manager: EntityManager): Promise<Array<{ id: string; name: string }>> {
  return await orderableSuppliers(manager);
}
