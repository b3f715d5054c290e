import { generateEntityId } from "@medusajs/medusa";
import type { CreatePackagingInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../audit";
import { insertPackaging } from "./data-access/packaging";
import { getPackaging, SUPPORT } from "./get-packaging";

/** Support adds a stock packaging to the catalogue, with its audit entry. */
export async function createPackaging(manager: EntityManager, input: CreatePackagingInput) {
  const id = generateEntityId(undefined, "pkg");
  await manager.transaction(async (manager) => {
    await insertPackaging(manager, {
      ...input,
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
      after: { ...input },
    });
  });
  return await getPackaging(manager, SUPPORT, id);
}
