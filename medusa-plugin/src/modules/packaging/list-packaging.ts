import type { PackagingListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { listPackaging as listRows, type PackagingViewer } from "./data-access/packaging";

/** The packaging overview: stock packaging and the viewer's own custom packaging (support: all), filtered. */
export async function listPackaging(manager: EntityManager, viewer: PackagingViewer, input: PackagingListInput) {
  const { rows, total } = await listRows(manager, viewer, input, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { items: rows, total, page: input.page, pageSize: input.pageSize };
}
