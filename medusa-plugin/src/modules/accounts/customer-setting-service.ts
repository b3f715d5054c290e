import type { AuthService, CustomerService } from "@medusajs/medusa";
import { type ChangePasswordInput, type PersonalSettingsInput, SETTINGS_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { PlatformService } from "../../lib/platform-service";
import { CustomerSetting } from "../../models/customer-setting";
import { recordAudit } from "../audit";
import { emailOf, organisationOf } from "./data-access/customers";
import { revokeStoreTokens } from "./store-tokens";
import type { PersonalSettings } from "./types";

type InjectedDependencies = { manager: EntityManager; customerService: CustomerService; authService: AuthService };

/** Medusa's `customerSettingService` (services/customer-setting.ts re-exports it): a person's own settings (chat mails, language) and their password. */
export default class CustomerSettingService extends PlatformService {
  protected readonly customerService_: CustomerService;
  protected readonly authService_: AuthService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.customerService_ = container.customerService;
    this.authService_ = container.authService;
  }

  async retrieve(customerId: string): Promise<PersonalSettings> {
    const row = await this.activeManager_
      .getRepository(CustomerSetting)
      .findOne({ where: { customer_id: customerId } });
    return {
      orderChatEmail: row?.order_chat_email ?? true,
      productRequestChatEmail: row?.product_request_chat_email ?? true,
      language: row?.language ?? "en",
    };
  }

  async update(customerId: string, input: Partial<PersonalSettingsInput>): Promise<PersonalSettings> {
    return await this.transaction_(async (manager) => {
      const current = await this.withTransaction(manager).retrieve(customerId);
      const next = { ...current, ...input };
      await manager.getRepository(CustomerSetting).upsert(
        {
          customer_id: customerId,
          language: next.language,
          order_chat_email: next.orderChatEmail,
          product_request_chat_email: next.productRequestChatEmail,
        },
        ["customer_id"],
      );
      await recordAudit(manager, {
        organisationId: await organisationOf(manager, customerId),
        subjectType: "customer",
        subjectId: customerId,
        subjectLabel: await emailOf(manager, customerId),
        action: "customer.settings_updated",
        before: current,
        after: next,
      });
      return next;
    });
  }

  /** Needs the current password; Medusa hashes the new one. Changes the password and ends every session of the account; returns the version new tokens are signed with. */
  async changePassword(customerId: string, input: ChangePasswordInput): Promise<number> {
    const customer = await this.customerService_.retrieve(customerId);
    const result = await this.authService_.authenticateCustomer(customer.email, input.currentPassword);
    if (!result.success)
      throw new DomainError("BAD_REQUEST", SETTINGS_MESSAGES.wrongCurrentPassword, "currentPassword");
    return await this.transaction_(async (manager) => {
      await this.customerService_.withTransaction(manager).update(customerId, { password: input.newPassword });
      // Every token signed so far (other devices, a stolen one) is dead from the commit on.
      const version = await revokeStoreTokens(manager, customerId);
      // That the password changed, never what it is (nor its hash).
      await recordAudit(manager, {
        organisationId: await organisationOf(manager, customerId),
        subjectType: "customer",
        subjectId: customerId,
        subjectLabel: customer.email,
        action: "customer.password_changed",
      });
      return version;
    });
  }
}
