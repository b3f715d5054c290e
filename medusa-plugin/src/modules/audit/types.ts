import type { AuditAction, AuditActorKind, AuditSubjectType } from "@platform/domain";

/** Support reads every organisation's entries; everyone else (owners, admins) their organisation's. */
export type AuditViewer = { support: boolean; organisationId: string };

export type AuditEntryView = {
  id: string;
  createdAt: Date;
  actor: { kind: AuditActorKind; email: string | null };
  organisation: { id: string; name: string } | null;
  subjectType: AuditSubjectType;
  subjectId: string;
  subjectLabel: string | null;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Names of the records the change refers to by id (a location, a producer), for people to read. */
  names: Record<string, string>;
};
