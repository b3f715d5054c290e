import type { CustomerService } from "@medusajs/medusa";
import {
  type AgencyMarginInput,
  type ContainerSettingsInput,
  deriveRole,
  type Language,
  ORGANISATION_MESSAGES,
  type OrganisationListInput,
  type OrganisationUpdateInput,
  type SignUpInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { startOfDayInPlatformZone, todayInPlatformZone } from "../../lib/dates";
import { DomainError } from "../../lib/domain-error";
import type MailerService from "../../lib/mailer";
import { membershipCache } from "../../lib/membership-cache";
import { MembershipWriter } from "../../lib/platform-service";
import type SlackService from "../../lib/slack";
import { Member } from "../../models/member";
import { Organisation } from "../../models/organisation";
import { createMemberAccount, createOrganisationWithOwner, type NewMember } from "./create-account";
import { listOrganisations, ownerContacts } from "./data-access/organisations";
import { decideWaitlist, type WaitlistDecision } from "./decide-waitlist";
import type { Membership, NewOrganisationWithOwner, OrganisationPage, OrganisationScope } from "./types";
import { type OrganisationChange, updateOrganisation } from "./update-organisation";

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

  /** Customer, organisation, owner membership and settings in one transaction: all or nothing. */
  async createWithOwner(input: NewOrganisationWithOwner): Promise<Membership> {
    return await this.transaction_((manager) => createOrganisationWithOwner(manager, this.customerService_, input));
  }

  /** A new account that joins an existing organisation (an accepted member invitation). */
  async createMember(input: NewMember): Promise<Membership> {
    return await this.transaction_((manager) => createMemberAccount(manager, this.customerService_, input));
  }

  /** Public sign-up: a merchant organisation on the waitlist, owned by the new customer. */
  async signUpMerchant(input: SignUpInput, language: Language): Promise<Membership> {
    return await this.createWithOwner({
      organisation: { name: input.organisationName, type: "merchant", status: "waitlist" },
      owner: { email: input.email, password: input.password, first_name: input.firstName, last_name: input.lastName },
      language,
    });
  }

  /** One audited update of the organisation's row under its lock, in one transaction. */
  private async updateAudited(
    organisationId: string,
    action: OrganisationChange,
    fields: Partial<Organisation>,
  ): Promise<Organisation> {
    return await this.transaction_((manager) => updateOrganisation(manager, organisationId, action, fields));
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
  async decideWaitlist(organisationId: string, decision: WaitlistDecision): Promise<Organisation> {
    const organisation = await this.transaction_((manager) => decideWaitlist(manager, organisationId, decision));
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
