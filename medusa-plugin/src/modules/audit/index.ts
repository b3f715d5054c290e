// The audit module's public surface: what other domains, services/ and the tRPC builders import.
// Every domain writes its entries with recordAudit in the transaction of its change.
export { currentActorId, runAsActor } from "../../lib/audit-actor";
export { default as AuditService } from "./audit-service";
export { type AuditActor, type AuditEntryInput, recordAudit } from "./record-audit";
export { auditDiff, pick, redact } from "./redact";
export { auditRouter } from "./router";
export type { AuditEntryView, AuditViewer } from "./types";
