import { RETOUR_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { findRetourRow } from "./data-access/retours";
import { toRetourView } from "./retour-view";
import type { RetourView, RetourViewer } from "./types";

/** One retour the viewer sees; NOT_FOUND otherwise. */
export async function getRetour(manager: EntityManager, viewer: RetourViewer, retourId: string): Promise<RetourView> {
  const row = await findRetourRow(manager, viewer, retourId);
  if (!row) throw new DomainError("NOT_FOUND", RETOUR_MESSAGES.notFound);
  return toRetourView(row);
}
