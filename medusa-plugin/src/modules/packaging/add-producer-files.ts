import { ATTACHMENT_RULE, type UploadedFileRef } from "@platform/domain";
import { recordAudit } from "../audit";
import type { PackagingViewer } from "./data-access/packaging";
import { getPackagingOrder } from "./get-packaging-order";
import { lockForProducer } from "./lock-packaging-order";
import type { PackagingDeps } from "./packaging-files";
import { PACKAGING_ORDER_PRODUCER_SUBJECT } from "./types";

/** The producer's print files (thumbnails made on upload), attached to the order. */
export async function addProducerFiles(
  deps: PackagingDeps,
  viewer: PackagingViewer,
  id: string,
  files: UploadedFileRef[],
) {
  await deps.manager.transaction(async (manager) => {
    const row = await lockForProducer(manager, viewer, id);
    const attached = await deps.files.attach(manager, {
      organisationId: viewer.organisationId,
      uploadIds: files.map((file) => file.id),
      subjectType: PACKAGING_ORDER_PRODUCER_SUBJECT,
      subjectId: id,
      rule: ATTACHMENT_RULE,
    });
    await recordAudit(manager, {
      organisationId: row.organisation_id,
      subjectType: "packaging_order",
      subjectId: id,
      subjectLabel: `PO-${row.number}`,
      action: "packaging_order.files_added",
      after: { files: attached.map((file) => file.name) },
    });
  });
  return await getPackagingOrder(deps, viewer, id);
}
