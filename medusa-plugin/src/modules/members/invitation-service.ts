import { createHash, randomBytes } from "node:crypto";
import type { CustomerService } from "@medusajs/medusa";
import {
  type AcceptInvitationInput,
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  type InvitationStatus,
  type InviteMemberInput,
  type InviteOrganisationInput,
  ORGANISATION_MESSAGES,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { IsNull } from "typeorm";
import { config } from "../../lib/config";
import { DomainError } from "../../lib/domain-error";
import { MembershipWriter } from "../../lib/platform-service";
import { Invitation } from "../../models/invitation";
import { Organisation } from "../../models/organisation";
import type MailerService from "../../services/mailer";
import { recordAudit } from "../audit";
import type { OrganisationService } from "../organisations";
import { accountIdByEmail } from "./data-access/members";
import type { InvitationView, Inviter } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What the audit log keeps of an invitation: never its token (nor the token's hash). */
function auditFields(invitation: Invitation) {
  return {
    kind: invitation.kind,
    email: invitation.email,
    role: invitation.role,
    new_organisation_name: invitation.new_organisation_name,
    new_organisation_type: invitation.new_organisation_type,
    expires_at: invitation.expires_at,
    accepted_at: invitation.accepted_at,
    revoked_at: invitation.revoked_at,
  };
}

export function invitationStatus(invitation: Invitation, now = new Date()): InvitationStatus {
  if (invitation.accepted_at) return "accepted";
  if (invitation.revoked_at) return "revoked";
  if (invitation.expires_at.getTime() <= now.getTime()) return "expired";
  return "pending";
}

type InjectedDependencies = {
  manager: EntityManager;
  customerService: CustomerService;
  mailerService: MailerService;
  organisationService: OrganisationService;
};

/**
 * Medusa's `invitationService` (services/invitation.ts re-exports it): member and organisation
 * invitations, their mails, and accepting one (the account through `OrganisationService`).
 */
export default class InvitationService extends MembershipWriter {
  protected readonly customerService_: CustomerService;
  protected readonly mailerService_: MailerService;
  protected readonly organisationService_: OrganisationService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.customerService_ = container.customerService;
    this.mailerService_ = container.mailerService;
    this.organisationService_ = container.organisationService;
  }

  private async assertNoAccount(email: string): Promise<void> {
    const existing = await this.customerService_.retrieveRegisteredByEmail(email).catch(() => null);
    if (existing) throw new DomainError("CONFLICT", INVITATION_MESSAGES.alreadyMember, "email");
  }

  private async view(invitation: Invitation, known?: Organisation): Promise<InvitationView> {
    const organisation =
      known ??
      (await this.activeManager_
        .getRepository(Organisation)
        .findOneOrFail({ where: { id: invitation.organisation_id } }));
    const isNew = invitation.kind === "organisation";
    return {
      id: invitation.id,
      kind: invitation.kind,
      email: invitation.email,
      role: invitation.role,
      organisationName: isNew ? (invitation.new_organisation_name ?? "") : organisation.name,
      organisationType: isNew ? (invitation.new_organisation_type ?? "merchant") : organisation.type,
      status: invitationStatus(invitation),
      expiresAt: invitation.expires_at,
      createdAt: invitation.created_at,
    };
  }

  private async mail(invitation: Invitation, token: string): Promise<void> {
    const view = await this.view(invitation);
    const link = `${config.publicUrl()}/onboarding?token=${encodeURIComponent(token)}`;
    await this.mailerService_.sendTranslated(
      invitation.email,
      invitation.language === "de" ? "de" : "en",
      invitation.kind === "member" ? "invitationMember" : "invitationOrganisation",
      { organisation: view.organisationName, link, days: String(INVITATION_TTL_DAYS) },
    );
  }

  private async create(fields: Partial<Invitation>): Promise<Invitation> {
    const { token, hash } = newToken();
    const invitation = await this.transaction_(async (manager) => {
      const repository = manager.getRepository(Invitation);
      const saved = await repository.save(
        repository.create({
          ...fields,
          token_hash: hash,
          expires_at: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
        }),
      );
      await recordAudit(manager, {
        organisationId: saved.organisation_id,
        subjectType: "invitation",
        subjectId: saved.id,
        subjectLabel: saved.email,
        action: "invitation.sent",
        after: auditFields(saved),
      });
      return saved;
    });
    await this.mail(invitation, token);
    return invitation;
  }

  /** A member (owner or admin) invites a person into their own organisation. */
  async inviteMember(inviter: Inviter, input: InviteMemberInput): Promise<InvitationView> {
    if (input.role === "owner" && inviter.memberRole !== "owner") {
      throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.onlyOwnerGrantsOwner, "role");
    }
    await this.assertNoAccount(input.email);
    const invitation = await this.create({
      kind: "member",
      email: input.email,
      role: input.role,
      organisation_id: inviter.organisationId,
      invited_by: inviter.customerId,
      language: inviter.language,
    });
    return await this.view(invitation);
  }

  /** Support invites a new organisation of any type; an agency invites a merchant that becomes its client. */
  async inviteOrganisation(inviter: Inviter, input: InviteOrganisationInput): Promise<InvitationView> {
    const isAgency = inviter.organisationType === "agency";
    if (input.type === "platform" || (isAgency && input.type !== "merchant")) {
      throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.typeNotAllowed, "type");
    }
    await this.assertNoAccount(input.email);
    const invitation = await this.create({
      kind: "organisation",
      email: input.email,
      role: "owner",
      organisation_id: inviter.organisationId,
      new_organisation_name: input.organisationName,
      new_organisation_type: input.type,
      agency_id: isAgency ? inviter.organisationId : null,
      invited_by: inviter.customerId,
      language: inviter.language,
    });
    return await this.view(invitation);
  }

  /** Invitations sent from this organisation (members into it, and organisations it invited). */
  async list(organisationId: string): Promise<InvitationView[]> {
    const invitations = await this.activeManager_
      .getRepository(Invitation)
      .find({ where: { organisation_id: organisationId }, order: { created_at: "DESC" }, take: 200 });
    const organisation = await this.activeManager_
      .getRepository(Organisation)
      .findOne({ where: { id: organisationId } });
    return await Promise.all(invitations.map((invitation) => this.view(invitation, organisation ?? undefined)));
  }

  private async retrievePending(organisationId: string, invitationId: string): Promise<Invitation> {
    const invitation = await this.activeManager_
      .getRepository(Invitation)
      .findOne({ where: { id: invitationId, organisation_id: organisationId } });
    if (!invitation) throw new DomainError("NOT_FOUND", "common:errors.notFound");
    const status = invitationStatus(invitation);
    if (status !== "pending" && status !== "expired")
      throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.notPending);
    return invitation;
  }

  /** A fresh link (the old one stops working) and a fresh expiry. */
  async resend(organisationId: string, invitationId: string): Promise<InvitationView> {
    const invitation = await this.retrievePending(organisationId, invitationId);
    const { token, hash } = newToken();
    const before = auditFields(invitation);
    invitation.token_hash = hash;
    invitation.expires_at = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
    await this.transaction_(async (manager) => {
      await manager.getRepository(Invitation).save(invitation);
      await recordAudit(manager, {
        organisationId,
        subjectType: "invitation",
        subjectId: invitation.id,
        subjectLabel: invitation.email,
        action: "invitation.resent",
        before,
        after: auditFields(invitation),
      });
    });
    await this.mail(invitation, token);
    return await this.view(invitation);
  }

  async revoke(organisationId: string, invitationId: string): Promise<InvitationView> {
    const invitation = await this.retrievePending(organisationId, invitationId);
    const before = auditFields(invitation);
    invitation.revoked_at = new Date();
    await this.transaction_(async (manager) => {
      await manager.getRepository(Invitation).save(invitation);
      await recordAudit(manager, {
        organisationId,
        subjectType: "invitation",
        subjectId: invitation.id,
        subjectLabel: invitation.email,
        action: "invitation.revoked",
        before,
        after: auditFields(invitation),
      });
    });
    return await this.view(invitation);
  }

  private async findUsable(manager: EntityManager, token: string, lock: boolean): Promise<Invitation> {
    const invitation = await manager.getRepository(Invitation).findOne({
      where: { token_hash: hashToken(token), accepted_at: IsNull(), revoked_at: IsNull() },
      ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}),
    });
    if (!invitation || invitationStatus(invitation) !== "pending") {
      throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.invalid);
    }
    return invitation;
  }

  /** What the onboarding page shows before the invitee fills anything in. */
  async check(token: string): Promise<InvitationView> {
    return await this.view(await this.findUsable(this.activeManager_, token, false));
  }

  /**
   * Creates the account and membership (and, for an organisation invitation, the organisation)
   * and marks the invitation used, in one transaction. The client then signs in.
   */
  async accept(input: AcceptInvitationInput): Promise<{ email: string }> {
    return await this.transaction_(async (manager) => {
      const invitation = await this.findUsable(manager, input.token, true);
      const owner = {
        email: invitation.email,
        password: input.account.password,
        first_name: input.account.firstName,
        last_name: input.account.lastName,
      };
      const language = invitation.language === "de" ? "de" : "en";
      const organisations = this.organisationService_.withTransaction(manager);
      const mapConflict = (error: unknown) => {
        if (error instanceof DomainError && error.code === "CONFLICT")
          throw new DomainError("BAD_REQUEST", INVITATION_MESSAGES.invalid);
        throw error;
      };
      if (invitation.kind === "organisation") {
        await organisations
          .createWithOwner({
            organisation: {
              ...(input.organisation.company ?? {}),
              name: input.organisation.name ?? invitation.new_organisation_name ?? "",
              type: invitation.new_organisation_type ?? "merchant",
              status: "active",
              agency_id: invitation.agency_id,
            },
            owner,
            language,
            invitedBy: invitation.invited_by,
          })
          .catch(mapConflict);
      } else {
        await organisations
          .createMember({
            organisationId: invitation.organisation_id,
            owner,
            role: invitation.role,
            language,
            invitedBy: invitation.invited_by,
          })
          .catch(mapConflict);
      }
      const before = auditFields(invitation);
      invitation.accepted_at = new Date();
      await manager.getRepository(Invitation).save(invitation);
      const personId = await accountIdByEmail(manager, invitation.email);
      await recordAudit(manager, {
        organisationId: invitation.organisation_id,
        subjectType: "invitation",
        subjectId: invitation.id,
        subjectLabel: invitation.email,
        action: "invitation.accepted",
        before,
        after: auditFields(invitation),
        actor: personId,
      });
      return { email: invitation.email };
    }).catch((error: unknown) => {
      if (error instanceof DomainError) throw error;
      console.error("[invitations] accept failed", error);
      throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.createFailed);
    });
  }
}
