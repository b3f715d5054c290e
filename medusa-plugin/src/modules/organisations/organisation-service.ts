import type { CustomerService } from "@medusajs/medusa";
import {
  type AgencyMarginInput,
  AUTH_MESSAGES,
  type ContainerSettingsInput,
  deriveRole,
  type Language,
  type MemberRole,
  ORGANISATION_MESSAGES,
  type OrganisationListInput,
  type OrganisationUpdateInput,
  type SignUpInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { pick, recordAudit } from "../../lib/audit";
import { startOfDayInPlatformZone, todayInPlatformZone } from "../../lib/dates";
import { DomainError } from "../../lib/domain-error";
import { membershipCache } from "../../lib/membership-cache";
import { MembershipWriter } from "../../lib/platform-service";
import { CustomerSetting } from "../../models/customer-setting";
import { Member } from "../../models/member";
import { Organisation } from "../../models/organisation";
import type MailerService from "../../services/mailer";
import type SlackService from "../../services/slack";
import { listOrganisations, ownerContacts } from "./data-access/organisations";
import type { Membership, NewOrganisationWithOwner, OrganisationPage, OrganisationScope } from "./types";

type InjectedDependencies = {
  manager: EntityManager;
  customerService: CustomerService;
  mailerService: MailerService;
  slackService: SlackService;
};

/**
 * Medusa's `organisationService` (services/organisation.ts re-exports it): organisations, their
 * creation with an owner (sign-up, accepted invitations), details, Slack, disabling, the agency
 * margin, the waitlist decision, and who a customer is (membershipOf, for every request).
 */
export default class OrganisationService extends MembershipWriter {
  protected readonly customerService_: CustomerService;
  protected readonly mailerService_: MailerService;
  protected readonly slackService_: SlackService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.customerService_ = container.customerService;
    this.mailerService_ = container.mailerService;
    this.slackService_ = container.slackService;
  }

  /** Cached briefly outside transactions (lib/membership-cache.ts); the role is derived on every call (it can depend on the time). */
  async membershipOf(customerId: string): Promise<Membership | null> {
    const inTransaction = Boolean(this.transactionManager_);
    let member = inTransaction ? undefined : membershipCache.get(customerId);
    if (!member) {
      const since = membershipCache.generation();
      member =
        (await this.activeManager_.getRepository(Member).findOne({
          where: { customer_id: customerId },
          relations: { organisation: true },
        })) ?? undefined;
      if (member && !inTransaction) membershipCache.set(customerId, member, since);
    }
    if (!member?.organisation || member.organisation.deleted_at) return null;
    return { member, organisation: member.organisation, role: deriveRole(member.organisation) };
  }

  async retrieve(organisationId: string): Promise<Organisation> {
    const organisation = await this.activeManager_
      .getRepository(Organisation)
      .findOne({ where: { id: organisationId } });
    if (!organisation) throw new DomainError("NOT_FOUND", "common:errors.notFound");
    return organisation;
  }

  /** A registered customer with their settings; CONFLICT when the address already has an account. */
  private async createCustomer(manager: EntityManager, owner: NewOrganisationWithOwner["owner"], language: Language) {
    const existing = await this.customerService_
      .withTransaction(manager)
      .retrieveRegisteredByEmail(owner.email)
      .catch(() => null);
    if (existing) throw new DomainError("CONFLICT", AUTH_MESSAGES.emailTaken, "email");
    const customer = await this.customerService_.withTransaction(manager).create(owner);
    const settings = manager.getRepository(CustomerSetting);
    await settings.save(settings.create({ customer_id: customer.id, language }));
    return customer;
  }

  private async addMember(
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

  /** Customer, organisation, owner membership and settings in one transaction: all or nothing. */
  async createWithOwner(input: NewOrganisationWithOwner): Promise<Membership> {
    return await this.transaction_(async (manager) => {
      const customer = await this.createCustomer(manager, input.owner, input.language ?? "en");
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
      return await this.addMember(manager, {
        customerId: customer.id,
        email: customer.email,
        organisation,
        role: input.role ?? "owner",
        invitedBy: input.invitedBy ?? null,
      });
    });
  }

  /** A new account that joins an existing organisation (an accepted member invitation). */
  async createMember(input: {
    organisationId: string;
    owner: NewOrganisationWithOwner["owner"];
    role: MemberRole;
    language: Language;
    invitedBy: string | null;
  }): Promise<Membership> {
    return await this.transaction_(async (manager) => {
      const organisation = await manager
        .getRepository(Organisation)
        .findOneOrFail({ where: { id: input.organisationId } });
      const customer = await this.createCustomer(manager, input.owner, input.language);
      return await this.addMember(manager, {
        customerId: customer.id,
        email: customer.email,
        organisation,
        role: input.role,
        invitedBy: input.invitedBy,
      });
    });
  }

  /** Public sign-up: a merchant organisation on the waitlist, owned by the new customer. */
  async signUpMerchant(input: SignUpInput, language: Language): Promise<Membership> {
    return await this.createWithOwner({
      organisation: { name: input.organisationName, type: "merchant", status: "waitlist" },
      owner: { email: input.email, password: input.password, first_name: input.firstName, last_name: input.lastName },
      language,
    });
  }

  /**
   * One update of the organisation's row under its lock, with the audit entry of the fields it
   * changed (before → after), in one transaction.
   */
  private async updateAudited(
    organisationId: string,
    action:
      | "organisation.details_updated"
      | "organisation.container_updated"
      | "organisation.slack_updated"
      | "organisation.disabled"
      | "organisation.enabled"
      | "organisation.margin_set",
    fields: Partial<Organisation>,
  ): Promise<Organisation> {
    return await this.transaction_(async (manager) => {
      const repository = manager.getRepository(Organisation);
      const before = await repository.findOne({ where: { id: organisationId }, lock: { mode: "pessimistic_write" } });
      if (!before) throw new DomainError("NOT_FOUND", "common:errors.notFound");
      await repository.update({ id: organisationId }, fields);
      const after = await repository.findOneOrFail({ where: { id: organisationId } });
      const keys = Object.keys(fields) as Array<keyof Organisation>;
      await recordAudit(manager, {
        organisationId,
        subjectType: "organisation",
        subjectId: organisationId,
        subjectLabel: after.name,
        action,
        before: pick(before, keys),
        after: pick(after, keys),
      });
      return after;
    });
  }

  async updateDetails(organisationId: string, input: OrganisationUpdateInput): Promise<Organisation> {
    return await this.updateAudited(organisationId, "organisation.details_updated", {
      name: input.name,
      ...input.company,
    } as Partial<Organisation>);
  }

  async updateContainer(organisationId: string, input: ContainerSettingsInput): Promise<Organisation> {
    return await this.updateAudited(organisationId, "organisation.container_updated", {
      ...input,
      eori_number: input.eori_number ? input.eori_number.toUpperCase() : null,
    } as Partial<Organisation>);
  }

  async setSlackWebhook(organisationId: string, url: string | null): Promise<void> {
    if (url) this.slackService_.assertAllowed(url);
    await this.updateAudited(organisationId, "organisation.slack_updated", { slack_webhook_url: url });
  }

  async sendSlackTest(organisationId: string, text: string): Promise<{ attempts: number }> {
    const organisation = await this.retrieve(organisationId);
    if (!organisation.slack_webhook_url) throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.noSlackWebhook);
    return await this.slackService_.post(organisation.slack_webhook_url, text);
  }

  /** Posts an event to the organisation's Slack if it has one; never fails the caller. */
  async notifySlack(organisationId: string, text: string): Promise<void> {
    const organisation = await this.retrieve(organisationId).catch(() => null);
    if (!organisation?.slack_webhook_url) return;
    await this.slackService_.post(organisation.slack_webhook_url, text).catch(() => undefined);
  }

  /** Organisations the scope may see, with member count and owner, searched and paginated. */
  list(scope: OrganisationScope, input: OrganisationListInput): Promise<OrganisationPage> {
    return listOrganisations(this.activeManager_, scope, input);
  }

  /** One organisation, if the scope may see it; otherwise NOT_FOUND (no hint that it exists). */
  async retrieveVisible(scope: OrganisationScope, organisationId: string): Promise<Organisation> {
    const organisation = await this.activeManager_
      .getRepository(Organisation)
      .findOne({ where: { id: organisationId } });
    if (!organisation || (scope.kind === "agency" && organisation.agency_id !== scope.agencyId)) {
      throw new DomainError("NOT_FOUND", "common:errors.notFound");
    }
    return organisation;
  }

  /** From the given day on (platform time zone), the organisation's members see only invoices. */
  async disableFrom(organisationId: string, day: string): Promise<Organisation> {
    if (day < todayInPlatformZone()) throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.dateInPast, "date");
    const organisation = await this.retrieve(organisationId);
    if (organisation.type === "platform") throw new DomainError("FORBIDDEN", "common:errors.forbidden");
    return await this.updateAudited(organisationId, "organisation.disabled", {
      disabled_at: startOfDayInPlatformZone(day),
    });
  }

  async enable(organisationId: string): Promise<Organisation> {
    await this.retrieve(organisationId);
    return await this.updateAudited(organisationId, "organisation.enabled", { disabled_at: null });
  }

  /** The owner disables their own organisation at once, after typing its name. */
  async disableOwn(organisationId: string, confirmName: string): Promise<void> {
    const organisation = await this.retrieve(organisationId);
    // The platform's own organisation must never lock support out.
    if (organisation.type === "platform") throw new DomainError("FORBIDDEN", "common:errors.forbidden");
    if (confirmName.trim() !== organisation.name) {
      throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.confirmDisable, "confirmName");
    }
    await this.updateAudited(organisationId, "organisation.disabled", { disabled_at: new Date() });
  }

  async setAgencyMargin(agencyId: string, input: AgencyMarginInput): Promise<Organisation> {
    const client = await this.retrieveVisible({ kind: "agency", agencyId }, input.organisationId).catch(() => {
      throw new DomainError("NOT_FOUND", ORGANISATION_MESSAGES.notAClient);
    });
    return await this.updateAudited(client.id, "organisation.margin_set", {
      agency_margin_percent: input.marginPercent,
    });
  }

  /** Support decides on a waitlist sign-up; the owners are mailed in their language. */
  async decideWaitlist(organisationId: string, decision: "approve" | "decline"): Promise<Organisation> {
    const organisation = await this.transaction_(async (manager) => {
      const repository = manager.getRepository(Organisation);
      const found = await repository.findOne({ where: { id: organisationId }, lock: { mode: "pessimistic_write" } });
      if (found?.status !== "waitlist") {
        throw new DomainError("BAD_REQUEST", ORGANISATION_MESSAGES.notOnWaitlist);
      }
      found.status = decision === "approve" ? "active" : "declined";
      const saved = await repository.save(found);
      await recordAudit(manager, {
        organisationId,
        subjectType: "organisation",
        subjectId: organisationId,
        subjectLabel: found.name,
        action: decision === "approve" ? "organisation.approved" : "organisation.declined",
        before: { status: "waitlist" },
        after: { status: saved.status },
      });
      return saved;
    });
    const template = decision === "approve" ? "waitlistApproved" : "waitlistDeclined";
    // The decision stands even when a mail cannot be sent; the failure is logged.
    for (const owner of await ownerContacts(this.activeManager_, organisationId)) {
      await this.mailerService_
        .sendTranslated(owner.email, owner.language, template, {
          name: owner.first_name,
          organisation: organisation.name,
        })
        .catch((error: unknown) => console.error(`[mail] ${template} to ${owner.email} failed`, error));
    }
    return organisation;
  }
}
