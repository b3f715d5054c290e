import type { AuditForSubjectInput, AuditListInput } from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import { getSubjectHistory } from "./get-subject-history";
import { listAuditLog } from "./list-audit-log";
import type { AuditEntryView, AuditViewer } from "./types";

/**
 * Medusa's `auditService` (services/audit.ts re-exports it): reading the audit log
 * (record-audit.ts writes it). Tenant data is filtered by the viewer's own organisation, never by
 * an id from the input; support may narrow to one organisation.
 */
export default class AuditService extends PlatformService {
  /** One page by keyset on (created_at, id), newest first, without counting. */
  async list(
    viewer: AuditViewer,
    input: AuditListInput,
  ): Promise<{ items: AuditEntryView[]; nextCursor: string | null; prevCursor: string | null }> {
    return await listAuditLog(this.activeManager_, viewer, input);
  }

  /** One subject's history, oldest first (its details screen); NOT_FOUND when the viewer may not see it. */
  async forSubject(viewer: AuditViewer, input: AuditForSubjectInput): Promise<AuditEntryView[]> {
    return await getSubjectHistory(this.activeManager_, viewer, input);
  }
}
