import { requestEvents, requestRow } from "./data-access/requests";
import { PRODUCT_REQUEST_SUBJECT, type RequestDeps } from "./request-deps";
import { toView } from "./request-view";
import type { ProductRequestDetail, RequestViewer } from "./types";

/** The whole request, if the viewer sees it: services, files, the resulting product, its history. */
export async function getProductRequest(
  { manager, files }: RequestDeps,
  viewer: RequestViewer,
  id: string,
): Promise<ProductRequestDetail | null> {
  const row = await requestRow(manager, viewer, id);
  if (!row) return null;
  const uploads = (await files.listFor(PRODUCT_REQUEST_SUBJECT, [id])).get(id) ?? [];
  const events = await requestEvents(manager, id);
  return {
    ...toView(row),
    files: uploads.map((file) => files.toView(file)),
    history: events.map((e) => ({
      type: e.type,
      from: e.fromStatus ?? null,
      to: e.toStatus ?? null,
      actor: e.actor ?? null,
      actorOrganisation: e.actorOrganisation ?? null,
      at: e.createdAt,
    })),
  };
}
