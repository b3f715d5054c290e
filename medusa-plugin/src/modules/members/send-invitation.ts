import { createHash, randomBytes } from "node:crypto";
import { INVITATION_MESSAGES, INVITATION_TTL_DAYS } from "@platform/domain";
import { config } from "../../lib/config";
import { DomainError } from "../../lib/domain-error";
import type { Invitation } from "../../models/invitation";
import { recordAudit } from "../audit";
import { insertInvitation } from "./data-access/invitations";
import { invitationAuditFields, invitationView } from "./invitation-view";
import type { InvitationDeps } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh link's token (mailed, never stored) and its SHA-256 (stored), valid from now on. */
export function newInvitationToken(): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token), expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** An invitation to an address that already has an account is refused: that person signs in instead. */
export async function assertNoAccount(deps: InvitationDeps, email: string): Promise<void> {
  const existing = await deps.customerService.retrieveRegisteredByEmail(email).catch(() => null);
  if (existing) throw new DomainError("CONFLICT", INVITATION_MESSAGES.alreadyMember, "email");
}

/** The invitation mail with its onboarding link, in the inviter's language. After the commit. */
export async function mailInvitation(deps: InvitationDeps, invitation: Invitation, token: string): Promise<void> {
  const view = await invitationView(deps.manager, invitation);
  const link = `${config.publicUrl()}/onboarding?token=${encodeURIComponent(token)}`;
  await deps.mailerService.sendTranslated(
    invitation.email,
    invitation.language === "de" ? "de" : "en",
    invitation.kind === "member" ? "invitationMember" : "invitationOrganisation",
    { organisation: view.organisationName, link, days: String(INVITATION_TTL_DAYS) },
  );
}

/** Stores a new invitation with its audit entry in one transaction, then mails the link. */
export async function sendInvitation(deps: InvitationDeps, fields: Partial<Invitation>): Promise<Invitation> {
  const { token, hash, expiresAt } = newInvitationToken();
  const invitation = await deps.transaction(async (manager) => {
    const saved = await insertInvitation(manager, { ...fields, token_hash: hash, expires_at: expiresAt });
    await recordAudit(manager, {
      organisationId: saved.organisation_id,
      subjectType: "invitation",
      subjectId: saved.id,
      subjectLabel: saved.email,
      action: "invitation.sent",
      after: invitationAuditFields(saved),
    });
    return saved;
  });
  await mailInvitation(deps, invitation, token);
  return invitation;
}
