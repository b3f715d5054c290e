import type { ProductRequestListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { platformTimeZone } from "../../lib/dates";
import { listRequests } from "./data-access/requests";
import { toView } from "./request-view";
import type { RequestViewer } from "./types";

/** The merchant's own requests, a producer's assigned ones, or (support) all; filters and search. */
export async function listProductRequests(
  manager: EntityManager,
  viewer: RequestViewer,
  input: ProductRequestListInput,
) {
  const { rows, total } = await listRequests(manager, viewer, input, platformTimeZone(), {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { items: rows.map(toView), total, page: input.page, pageSize: input.pageSize };
}
