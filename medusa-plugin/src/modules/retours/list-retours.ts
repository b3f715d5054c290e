import type { RetourListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { listRetourRows } from "./data-access/retours";
import { toRetourView } from "./retour-view";
import type { RetourViewer } from "./types";

/** The Retour table: the viewer's retours by date (platform time zone), shop and search, newest first. */
export async function listRetours(manager: EntityManager, viewer: RetourViewer, input: RetourListInput) {
  const { rows, total } = await listRetourRows(manager, viewer, input, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { items: rows.map(toRetourView), total, page: input.page, pageSize: input.pageSize };
}
