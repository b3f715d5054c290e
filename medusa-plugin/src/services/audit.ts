export { AuditService as default } from "../modules/audit";
