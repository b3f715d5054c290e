import { type CustomerService, TransactionBaseService } from "@medusajs/medusa";
import {
  AUTH_MESSAGES,
  deriveRole,
  type MemberRole,
  type OrganisationStatus,
  type OrganisationType,
  type Role,
  type SignUpInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { Member } from "../models/member";
import { Organisation } from "../models/organisation";

export type Membership = { member: Member; organisation: Organisation; role: Role };

export type NewOrganisationWithOwner = {
  organisation: {
    name: string;
    type: OrganisationType;
    status: OrganisationStatus;
    disabled_at?: Date | null;
    agency_id?: string | null;
  };
  owner: { email: string; password: string; first_name: string; last_name: string; metadata?: Record<string, unknown> };
  role?: MemberRole;
};

export class DomainError extends Error {
  constructor(
    public readonly code: "BAD_REQUEST" | "CONFLICT" | "NOT_FOUND" | "FORBIDDEN",
    public readonly i18nKey: string,
    public readonly field?: string,
  ) {
    super(i18nKey);
  }
}

type InjectedDependencies = { manager: EntityManager; customerService: CustomerService };

export default class OrganisationService extends TransactionBaseService {
  protected readonly customerService_: CustomerService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.customerService_ = container.customerService;
  }

  async membershipOf(customerId: string): Promise<Membership | null> {
    const member = await this.activeManager_.getRepository(Member).findOne({
      where: { customer_id: customerId },
      relations: { organisation: true },
    });
    if (!member?.organisation || member.organisation.deleted_at) return null;
    return { member, organisation: member.organisation, role: deriveRole(member.organisation) };
  }

  /** Customer, organisation and owner membership in one transaction: all or nothing. */
  async createWithOwner(input: NewOrganisationWithOwner): Promise<Membership> {
    return await this.atomicPhase_(async (manager) => {
      const existing = await this.customerService_
        .withTransaction(manager)
        .retrieveRegisteredByEmail(input.owner.email)
        .catch(() => null);
      if (existing) throw new DomainError("CONFLICT", AUTH_MESSAGES.emailTaken, "email");

      const customer = await this.customerService_.withTransaction(manager).create(input.owner);
      const organisations = manager.getRepository(Organisation);
      const organisation = await organisations.save(
        organisations.create({ disabled_at: null, agency_id: null, ...input.organisation }),
      );
      const members = manager.getRepository(Member);
      const member = await members.save(
        members.create({
          customer_id: customer.id,
          organisation_id: organisation.id,
          role: input.role ?? "owner",
          invited_by: null,
        }),
      );
      member.organisation = organisation;
      return { member, organisation, role: deriveRole(organisation) };
    });
  }

  /** Public sign-up: a merchant organisation on the waitlist, owned by the new customer. */
  async signUpMerchant(input: SignUpInput, language: string): Promise<Membership> {
    return await this.createWithOwner({
      organisation: { name: input.organisationName, type: "merchant", status: "waitlist" },
      owner: {
        email: input.email,
        password: input.password,
        first_name: input.firstName,
        last_name: input.lastName,
        metadata: { language },
      },
    });
  }
}
