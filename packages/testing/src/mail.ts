import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { makeTempDir } from "./paths";
import { freePort } from "./ports";

/** One received mail as the sink stores it: one JSON file per mail. */
export type StoredMail = {
  /** Envelope recipients, lower-cased addresses. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** When the sink received it (ISO 8601). */
  date: string;
};

export type MailSink = {
  /** For the backend's SMTP_URL. */
  url: string;
  port: number;
  /** Folder the mails are written to; pass it to waitForMail, from any process. */
  dir: string;
  stop: () => Promise<void>;
};

let sequence = 0;

function writeMail(dir: string, mail: StoredMail): void {
  // Sortable by arrival; written under a temporary name and renamed, so readers never see half a file.
  const name = `${Date.now().toString().padStart(15, "0")}-${process.pid}-${String(sequence++).padStart(6, "0")}.json`;
  const tmp = path.join(dir, `.${name}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(mail, null, 2));
  fs.renameSync(tmp, path.join(dir, name));
}

/**
 * A real SMTP server on a free 127.0.0.1 port that accepts every mail (no TLS, no auth) and
 * stores it as JSON in `dir` (a new temp folder when not given, deleted again by stop()).
 */
export async function startMailSink(dir?: string): Promise<MailSink> {
  const folder = dir ?? makeTempDir("platform-mail");
  fs.mkdirSync(folder, { recursive: true });
  const port = await freePort();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
          writeMail(folder, {
            to: envelopeTo,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            date: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  server.on("error", (error) => console.error("[mail sink]", error));
  let stopped = false;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    dir: folder,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A folder we made ourselves goes with the sink; a folder the caller named stays.
      if (!dir) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Every mail in the folder, oldest first. */
export function readMails(dir: string): StoredMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as StoredMail);
}

export type MailQuery = {
  /** Recipient address (case-insensitive). */
  to: string;
  subjectIncludes?: string;
  /** Only mails received at or after this moment (e.g. the time just before the action). */
  since?: Date | number;
  /** Default 20 s. */
  timeoutMs?: number;
};

function matches(mail: StoredMail, query: MailQuery): boolean {
  const to = query.to.toLowerCase();
  if (!mail.to.includes(to)) return false;
  if (query.subjectIncludes && !mail.subject.includes(query.subjectIncludes)) return false;
  if (query.since !== undefined && new Date(mail.date).getTime() < new Date(query.since).getTime()) return false;
  return true;
}

/** Polls the sink's folder until a matching mail arrives (the oldest match); works across processes. */
export async function waitForMail(dir: string, query: MailQuery): Promise<StoredMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 20_000);
  for (;;) {
    const mails = readMails(dir);
    const found = mails.find((mail) => matches(mail, query));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((m) => `  ${m.date} to ${m.to.join(",")}: ${m.subject}`).join("\n") || "  (none)";
      throw new Error(
        `No mail to ${query.to}${query.subjectIncludes ? ` with subject containing "${query.subjectIncludes}"` : ""} within ${query.timeoutMs ?? 20_000} ms. Mails in ${dir}:\n${seen}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** All mails to a recipient so far (e.g. to assert that nothing more was sent). */
export function mailsTo(dir: string, to: string, since?: Date | number): StoredMail[] {
  return readMails(dir).filter((mail) => matches(mail, { to, since }));
}

/** The http(s) links in a mail's text, in order. */
export function linksIn(mail: Pick<StoredMail, "text">): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/** The mails a backend without SMTP_URL wrote to DATA_DIR/outbox (.eml files), oldest first. */
export async function outboxMails(dataDir: string): Promise<StoredMail[]> {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return await Promise.all(
    names.map(async (name) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, name)));
      const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      return {
        to: to.flatMap((address) => address.value.map((v) => (v.address ?? "").toLowerCase())),
        from: parsed.from?.text ?? "",
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: typeof parsed.html === "string" ? parsed.html : null,
        date: (parsed.date ?? new Date()).toISOString(),
      };
    }),
  );
}
