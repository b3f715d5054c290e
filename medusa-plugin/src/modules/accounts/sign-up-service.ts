import { generateEntityId } from "@medusajs/medusa";
import { AUTH_MESSAGES, type Language, type SignUpInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { config } from "../../lib/config";
import { DomainError } from "../../lib/domain-error";
import type MailerService from "../../lib/mailer";
import { PlatformService } from "../../lib/platform-service";
import type { OrganisationService } from "../organisations";
import { findAccountByEmail } from "./data-access/customers";

type InjectedDependencies = {
  manager: EntityManager;
  organisationService: OrganisationService;
  mailerService: MailerService;
};

/**
 * Medusa's `signUpService` (services/sign-up.ts re-exports it). Self sign-up that does not tell whether an email has an account: a taken address gets the same
 * answer as a new one, and its owner gets a mail (in their language) with the way to sign in or
 * reset the password instead.
 */
export default class SignUpService extends PlatformService<InjectedDependencies> {
  /**
   * The answer has the same shape either way: for a taken email the organisation id is a fresh,
   * unused one (it only means something to the account holder once signed in, through session.me).
   */
  async signUp(input: SignUpInput, language: Language): Promise<{ organisationId: string; role: "waitlist" }> {
    try {
      const membership = await this.deps_.organisationService.signUpMerchant(input, language);
      return { organisationId: membership.organisation.id, role: "waitlist" };
    } catch (error) {
      if (!(error instanceof DomainError && error.i18nKey === AUTH_MESSAGES.emailTaken)) throw error;
      await this.notifyExistingAccount(input.email, language);
      return { organisationId: generateEntityId(undefined, "org"), role: "waitlist" };
    }
  }

  private async notifyExistingAccount(email: string, requestLanguage: Language): Promise<void> {
    const owner = await findAccountByEmail(this.manager_, email);
    if (!owner) return;
    // A failed mail must not answer differently from a new account.
    await this.deps_.mailerService
      .sendTranslated(owner.email, owner.language ?? requestLanguage, "accountExists", {
        name: owner.first_name ?? "",
        link: `${config.publicUrl()}/login?mode=forgot`,
      })
      .catch((error: unknown) => console.error("[mail] accountExists failed", error));
  }
}
