import { PACKAGING_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import {
  clearVariantDefault,
  findUsablePackagingId,
  findVariantDefault,
  findVariantLabel,
  setVariantDefaultRow,
} from "./data-access/packaging";

/** Sets (or with null clears) a variant's default packaging: a visible, active packaging. */
export async function setVariantDefault(
  manager: EntityManager,
  organisationId: string,
  variantId: string,
  packagingId: string | null,
): Promise<void> {
  await manager.transaction(async (manager) => {
    const variant = await findVariantLabel(manager, variantId);
    if (!variant) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.variantNotFound, "variantId");
    const before = await findVariantDefault(manager, organisationId, variantId);
    const audit = async () => {
      const now = await findVariantDefault(manager, organisationId, variantId);
      await recordAudit(manager, {
        organisationId,
        subjectType: "packaging",
        subjectId: variantId,
        subjectLabel: variant.label,
        action: "packaging.variant_default_set",
        before: { packaging: before?.name ?? null, packaging_id: before?.id ?? null },
        after: { packaging: now?.name ?? null, packaging_id: now?.id ?? null },
      });
    };
    if (packagingId === null) {
      await clearVariantDefault(manager, organisationId, variantId);
      await audit();
      return;
    }
    if (!(await findUsablePackagingId(manager, organisationId, packagingId))) {
      throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound, "packagingId");
    }
    await setVariantDefaultRow(manager, organisationId, variantId, packagingId);
    await audit();
  });
}
