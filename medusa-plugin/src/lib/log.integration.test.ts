// The backend's log never holds secrets or personal data, also when a write fails: a sign-up
// and a Shopify webhook whose database insert fails (a trigger refuses them) leave structured
// lines with request ids, and neither the password, its hash, the email, names, address, phone
// nor the webhook's payload.

import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { eventually, ShopifyFakeClient, sql } from "@platform/testing";
import superjson from "superjson";
import { afterAll, beforeAll, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const logFile = inject("backendLogFile");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

const marker = randomUUID().slice(0, 8);
const PASSWORD = `Geheim-${marker}-Passwort`;
const EMAIL = `log-leak-${marker}@example.com`;
const SECRETS = {
  password: PASSWORD,
  email: EMAIL,
  firstName: `Leakina${marker}`,
  lastName: `Lecksteiner${marker}`,
  buyerEmail: `buyer-${marker}@example.org`,
  buyerName: `Bertha${marker}`,
  street: `Geheimweg ${marker}`,
  phone: `+49 170 ${marker.replace(/\D/g, "").padEnd(6, "7")}`,
  passwordHash: "c2NyeXB0",
};

beforeAll(async () => {
  await sql(
    databaseUrl,
    `CREATE OR REPLACE FUNCTION log_test_refuse() RETURNS trigger AS $$
     BEGIN RAISE EXCEPTION 'refused by the log test'; END $$ LANGUAGE plpgsql`,
  );
  await sql(
    databaseUrl,
    `CREATE TRIGGER log_test_customer BEFORE INSERT ON customer FOR EACH ROW
     WHEN (NEW.email LIKE 'log-leak-%') EXECUTE FUNCTION log_test_refuse()`,
  );
  await sql(
    databaseUrl,
    `CREATE TRIGGER log_test_webhook BEFORE INSERT ON shopify_webhook FOR EACH ROW
     WHEN (NEW.shop_domain LIKE 'log-leak-%') EXECUTE FUNCTION log_test_refuse()`,
  );
});

afterAll(async () => {
  await sql(databaseUrl, "DROP TRIGGER IF EXISTS log_test_customer ON customer");
  await sql(databaseUrl, "DROP TRIGGER IF EXISTS log_test_webhook ON shopify_webhook");
  await sql(databaseUrl, "DROP FUNCTION IF EXISTS log_test_refuse()");
});

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string; level?: string };

function logLines(): LogLine[] {
  return fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

it("a failed sign-up and a failed webhook insert are logged with request ids and without personal data", async () => {
  const signUp = await fetch(`${url}/store/trpc/auth.signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `connect.sid=s%3A${marker}` },
    body: JSON.stringify(
      superjson.serialize({
        organisationName: `Leak ${marker} GmbH`,
        firstName: SECRETS.firstName,
        lastName: SECRETS.lastName,
        email: EMAIL,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    ),
  });
  expect(signUp.status).toBe(500);
  const signUpRequestId = signUp.headers.get("x-request-id");
  expect(signUpRequestId).toBeTruthy();

  const domain = `log-leak-${marker}.myshopify.com`;
  const webhook = await fake.sendWebhook(domain, "orders/create", {
    id: 4242,
    email: SECRETS.buyerEmail,
    phone: SECRETS.phone,
    customer: { first_name: SECRETS.buyerName, last_name: SECRETS.lastName, email: SECRETS.buyerEmail },
    shipping_address: {
      name: SECRETS.buyerName,
      address1: SECRETS.street,
      city: "Berlin",
      zip: "10115",
      phone: SECRETS.phone,
    },
    line_items: [],
  });
  expect(webhook.status).toBe(500);

  const lines = await eventually(async () => {
    const all = logLines();
    const failedSignUp = all.find((line) => line.level === "error" && line.msg?.includes("auth.signUp failed"));
    const failedWebhook = all.find((line) => line.level === "error" && JSON.stringify(line).includes("log test"));
    const access = all.find((line) => line.msg?.startsWith("POST /hooks/shopify") && line.status === 500);
    return failedSignUp && failedWebhook && access ? { failedSignUp, failedWebhook } : null;
  });
  // Structured, with the request's id, and the database's reason is still there for the operator.
  expect(lines.failedSignUp.requestId).toBe(signUpRequestId);
  expect(JSON.stringify(lines.failedSignUp)).toContain("refused by the log test");
  expect(lines.failedWebhook.requestId).toEqual(expect.any(String));

  const log = fs.readFileSync(logFile, "utf8");
  for (const [what, secret] of Object.entries(SECRETS)) expect(log, `${what} in the log`).not.toContain(secret);
  expect(log, "the cookie in the log").not.toContain(`s%3A${marker}`);
});
