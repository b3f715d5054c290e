import { generateEntityId } from "@medusajs/medusa";
import type { CreatePackagingInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import { insertPackaging, type PackagingFields } from "./data-access/packaging";
import { getPackaging, SUPPORT } from "./get-packaging";

/** Support adds a stock packaging to the catalogue, with its audit entry. */
export async function createPackaging(manager: EntityManager, input: CreatePackagingInput) {
  const id = generateEntityId(undefined, "pkg");
  // Field by field, not the input spread: what is inserted is what the audit entry records.
  const fields: PackagingFields = {
    name: input.name,
    type: input.type,
    size: input.size,
    price: input.price,
    lengthMm: input.lengthMm,
    widthMm: input.widthMm,
    heightMm: input.heightMm,
    weightG: input.weightG,
    moq: input.moq,
    productionMinDays: input.productionMinDays,
    productionMaxDays: input.productionMaxDays,
    customSize: input.customSize,
  };
  await manager.transaction(async (manager) => {
    await insertPackaging(manager, {
      ...fields,
      id,
      kind: "stock",
      organisationId: null,
      status: "active",
      currencyCode: "eur",
    });
    await recordAudit(manager, {
      organisationId: null,
      subjectType: "packaging",
      subjectId: id,
      subjectLabel: input.name,
      action: "packaging.created",
      after: { ...fields },
    });
  });
  return await getPackaging(manager, SUPPORT, id);
}
