import type { EntityManager } from "typeorm";
import { listVariantDefaults as listRows, type VariantDefault } from "./data-access/packaging";

/** The organisation's variants' default packaging (what their shipments draw). */
export async function listVariantDefaults(manager: EntityManager, organisationId: string): Promise<VariantDefault[]> {
  return await listRows(manager, organisationId);
}
