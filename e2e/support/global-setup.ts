import fs from "node:fs";
import { startBackend, startDatabase, startMailSink } from "@platform/testing";

/** A fresh database, a real SMTP sink and the built app (as `npm start` runs it) for the whole run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = process.env.E2E_MAIL_DIR as string;
  fs.rmSync(mailDir, { recursive: true, force: true });
  const database = await startDatabase();
  const mail = await startMailSink(mailDir);
  const backend = await startBackend({
    databaseUrl: database.url,
    port: Number(new URL(process.env.E2E_BASE_URL as string).port),
    env: { SMTP_URL: mail.url, MEDUSA_ADMIN: "false" },
  });
  return async () => {
    await backend.stop();
    await mail.stop();
    await database.stop();
  };
}
