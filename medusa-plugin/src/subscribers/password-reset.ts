import type { SubscriberArgs, SubscriberConfig } from "@medusajs/medusa";
import { config as settings } from "../lib/config";
import type MailerService from "../lib/mailer";
import type { CustomerSettingService } from "../modules/accounts";

type PasswordResetEvent = { id: string; email: string; first_name?: string; token: string };

/** Medusa emits the reset token; we mail the link to /reset-password in the customer's language. */
export default async function passwordResetHandler({ data, container }: SubscriberArgs<PasswordResetEvent>) {
  const mailer = container.resolve<MailerService>("mailerService");
  const { language } = await container.resolve<CustomerSettingService>("customerSettingService").retrieve(data.id);
  const link = `${settings.publicUrl()}/reset-password?token=${encodeURIComponent(data.token)}&email=${encodeURIComponent(data.email)}`;
  await mailer.sendTranslated(data.email, language, "passwordReset", { name: data.first_name ?? "", link });
}

export const config: SubscriberConfig = { event: "customer.password_reset" };
