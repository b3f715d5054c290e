import type { RetourFilters } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { retourRowBatch } from "./data-access/retours";
import { toRetourView } from "./retour-view";
import type { RetourView, RetourViewer } from "./types";

const BATCH = 500;

/** Every retour the filters find (the CSV export), newest first, read in batches of 500. */
export async function* exportRetours(
  manager: EntityManager,
  viewer: RetourViewer,
  filters: RetourFilters,
): AsyncGenerator<RetourView> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await retourRowBatch(manager, viewer, filters, { size: BATCH, offset });
    yield* rows.map(toRetourView);
    if (rows.length < BATCH) return;
  }
}
