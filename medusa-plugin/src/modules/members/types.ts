import type { CustomerService } from "@medusajs/medusa";
import type { InvitationStatus, Language, MemberRole, OrganisationType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type MailerService from "../../lib/mailer";
import type { Invitation } from "../../models/invitation";
import type { OrganisationService } from "../organisations";

/** One person of an organisation, as the members screen lists them. */
export type MemberRow = {
  id: string;
  customer_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: MemberRole;
  created_at: Date;
};

/** Who is sending: their organisation decides what the invitation is into. */
export type Inviter = {
  customerId: string;
  organisationId: string;
  organisationType: OrganisationType;
  memberRole: MemberRole;
  language: Language;
};

export type InvitationView = {
  id: string;
  kind: Invitation["kind"];
  email: string;
  role: Invitation["role"];
  organisationName: string;
  organisationType: OrganisationType;
  status: InvitationStatus;
  expiresAt: Date;
  createdAt: Date;
};

/**
 * Whose invitations a call may see and change: those sent from the organisation, and only of one
 * kind when the caller's right covers only that kind (an agency member: the organisations it invited).
 */
export type InvitationScope = { organisationId: string; kind?: Invitation["kind"] };

/** Who changes members: the caller's organisation and their role in it. */
export type MemberActor = { organisationId: string; role: MemberRole };

/** What the invitation use cases need: reads on the active manager, writes in the service's transaction, and three Medusa services. */
export type InvitationDeps = {
  manager: EntityManager;
  transaction: <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T>;
  customerService: CustomerService;
  mailerService: MailerService;
  organisationService: OrganisationService;
};
