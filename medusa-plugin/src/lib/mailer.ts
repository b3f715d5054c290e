import fs from "node:fs";
import path from "node:path";
import type { Language } from "@platform/domain";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "./config";
import { translate } from "./i18n";
import { PlatformService } from "./platform-service";

export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Sends mail over SMTP (SMTP_URL); without it, writes each mail as an .eml file into
 * DATA_DIR/outbox and logs it, so a developer can follow links locally.
 */
export default class MailerService extends PlatformService {
  private transporter_: Transporter | null = null;

  private transporter(): Transporter {
    if (!this.transporter_) {
      this.transporter_ = config.smtpUrl()
        ? nodemailer.createTransport(config.smtpUrl())
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    }
    return this.transporter_;
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transporter().sendMail({ from: config.mailFrom(), ...mail });
    if (!config.smtpUrl()) {
      const outbox = path.join(config.dataDir(), "outbox");
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to}.eml`);
      fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      console.info(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n(saved to ${file})`);
    }
  }

  /** A mail whose subject and body are translation keys of the mail namespace. */
  async sendTranslated(
    to: string,
    language: Language,
    template: string,
    values: Record<string, string>,
  ): Promise<void> {
    const subject = translate(language, `mail:${template}.subject`, values);
    const text = translate(language, `mail:${template}.body`, values);
    await this.send({ to, subject, text });
  }
}
