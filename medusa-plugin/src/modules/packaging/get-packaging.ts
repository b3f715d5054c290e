import { PACKAGING_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { findPackaging, type PackagingView, type PackagingViewer } from "./data-access/packaging";

/** Support: sees every packaging, every organisation's stock and packaging orders. */
export const SUPPORT: PackagingViewer = { organisationId: "", role: "support" };

/** One packaging the viewer may see: size, price, dimensions, MOQ, production time, stock. */
export async function getPackaging(
  manager: EntityManager,
  viewer: PackagingViewer,
  packagingId: string,
): Promise<PackagingView> {
  const view = await findPackaging(manager, viewer, packagingId);
  if (!view) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
  return view;
}
