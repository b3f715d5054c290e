import type { CustomerService } from "@medusajs/medusa";
import { AUTH_MESSAGES, deriveRole, type Language, type MemberRole } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { CustomerSetting } from "../../models/customer-setting";
import { Member } from "../../models/member";
import { Organisation } from "../../models/organisation";
import { recordAudit } from "../audit";
import type { Membership, NewOrganisationWithOwner } from "./types";

// New accounts: the customer with their settings and their membership, with the organisation when
// it is new. Each runs inside the caller's transaction: all or nothing.

/** A registered customer with their settings; CONFLICT when the address already has an account. */
async function createCustomer(
  manager: EntityManager,
  customers: CustomerService,
  owner: NewOrganisationWithOwner["owner"],
  language: Language,
) {
  const existing = await customers
    .withTransaction(manager)
    .retrieveRegisteredByEmail(owner.email)
    .catch(() => null);
  if (existing) throw new DomainError("CONFLICT", AUTH_MESSAGES.emailTaken, "email");
  const customer = await customers.withTransaction(manager).create(owner);
  const settings = manager.getRepository(CustomerSetting);
  await settings.save(settings.create({ customer_id: customer.id, language }));
  return customer;
}

async function addMember(
  manager: EntityManager,
  fields: {
    customerId: string;
    email: string;
    organisation: Organisation;
    role: MemberRole;
    invitedBy: string | null;
  },
): Promise<Membership> {
  const members = manager.getRepository(Member);
  const member = await members.save(
    members.create({
      customer_id: fields.customerId,
      organisation_id: fields.organisation.id,
      role: fields.role,
      invited_by: fields.invitedBy,
    }),
  );
  member.organisation = fields.organisation;
  await recordAudit(manager, {
    organisationId: fields.organisation.id,
    subjectType: "member",
    subjectId: member.id,
    subjectLabel: fields.email,
    action: "member.added",
    after: { email: fields.email, role: fields.role, invited_by: fields.invitedBy },
    actor: fields.customerId,
  });
  return { member, organisation: fields.organisation, role: deriveRole(fields.organisation) };
}

/** Customer, organisation, owner membership and settings. */
export async function createOrganisationWithOwner(
  manager: EntityManager,
  customers: CustomerService,
  input: NewOrganisationWithOwner,
): Promise<Membership> {
  const customer = await createCustomer(manager, customers, input.owner, input.language ?? "en");
  const organisations = manager.getRepository(Organisation);
  const organisation = await organisations.save(
    organisations.create({ disabled_at: null, agency_id: null, ...input.organisation }),
  );
  await recordAudit(manager, {
    organisationId: organisation.id,
    subjectType: "organisation",
    subjectId: organisation.id,
    subjectLabel: organisation.name,
    action: "organisation.created",
    after: { ...input.organisation },
    actor: customer.id,
  });
  return await addMember(manager, {
    customerId: customer.id,
    email: customer.email,
    organisation,
    role: input.role ?? "owner",
    invitedBy: input.invitedBy ?? null,
  });
}

export type NewMember = {
  organisationId: string;
  owner: NewOrganisationWithOwner["owner"];
  role: MemberRole;
  language: Language;
  invitedBy: string | null;
};

/** A new account that joins an existing organisation (an accepted member invitation). */
export async function createMemberAccount(
  manager: EntityManager,
  customers: CustomerService,
  input: NewMember,
): Promise<Membership> {
  const organisation = await manager.getRepository(Organisation).findOneOrFail({ where: { id: input.organisationId } });
  const customer = await createCustomer(manager, customers, input.owner, input.language);
  return await addMember(manager, {
    customerId: customer.id,
    email: customer.email,
    organisation,
    role: input.role,
    invitedBy: input.invitedBy,
  });
}
