import { AUDIT_REDACTED } from "@platform/domain";
import { describe, expect, it } from "vitest";
import { auditDiff, currentActorId, redact, runAsActor } from ".";

describe("the audit log's redaction", () => {
  it("never keeps a secret: passwords, tokens, hashes, card data, webhook URLs", () => {
    const redacted = redact({
      password: "hunter22",
      password_hash: "c2NyeXB0AA8AAAAIAAAAAc…",
      access_token: "shpat_123",
      refresh_token: "shprt_456",
      claim_token_hash: "ab12",
      client_secret: "pi_1_secret_2",
      card: { number: "4242424242424242", cvc: "123" },
      cardNumber: "4242 4242 4242 4242",
      slack_webhook_url: "https://hooks.slack.com/services/T/B/x",
      Authorization: "Bearer eyJ",
      nested: [{ apiKey: "sk_live_1" }],
      note: "$2b$10$abcdefghijklmnopqrstuv",
      city: "Berlin",
    });
    expect(redacted).toEqual({
      password: AUDIT_REDACTED,
      password_hash: AUDIT_REDACTED,
      access_token: AUDIT_REDACTED,
      refresh_token: AUDIT_REDACTED,
      claim_token_hash: AUDIT_REDACTED,
      client_secret: AUDIT_REDACTED,
      card: AUDIT_REDACTED,
      cardNumber: AUDIT_REDACTED,
      slack_webhook_url: AUDIT_REDACTED,
      Authorization: AUDIT_REDACTED,
      nested: [{ apiKey: AUDIT_REDACTED }],
      note: AUDIT_REDACTED,
      city: "Berlin",
    });
  });

  it("masks an IBAN to its first and last four characters, keeps dates as ISO strings, shortens long texts", () => {
    expect(redact({ iban: "DE89 3704 0044 0532 0130 00" })).toEqual({ iban: "DE89…3000" });
    expect(redact({ at: new Date("2026-01-02T03:04:05.000Z") })).toEqual({ at: "2026-01-02T03:04:05.000Z" });
    expect((redact({ text: "x".repeat(5000) }) as { text: string }).text).toHaveLength(1001);
  });
});

describe("before → after", () => {
  it("keeps only the changed fields", () => {
    expect(
      auditDiff({ name: "A", city: "Berlin", zip: "10115" }, { name: "A", city: "Hamburg", zip: "10115" }),
    ).toEqual({ before: { city: "Berlin" }, after: { city: "Hamburg" }, changed: true });
  });

  it("reports no change when nothing changed (nothing is written then)", () => {
    expect(auditDiff({ name: "A", at: new Date(5) }, { name: "A", at: new Date(5) }).changed).toBe(false);
  });

  it("shows a changed secret as changed, redacted on both sides", () => {
    expect(auditDiff({ slack_webhook_url: null }, { slack_webhook_url: "https://hooks.slack.com/x" })).toEqual({
      before: { slack_webhook_url: null },
      after: { slack_webhook_url: AUDIT_REDACTED },
      changed: true,
    });
  });

  it("hides personal fields' values but not that they changed", () => {
    const diff = auditDiff({ first_name: "Anna", city: "Berlin" }, { first_name: "Berta", city: "Berlin" }, [
      "first_name",
    ]);
    expect(diff).toEqual({
      before: { first_name: AUDIT_REDACTED },
      after: { first_name: AUDIT_REDACTED },
      changed: true,
    });
  });

  it("keeps a creation's or a deletion's one side whole", () => {
    expect(auditDiff(null, { status: "pending" })).toEqual({
      before: null,
      after: { status: "pending" },
      changed: true,
    });
    expect(auditDiff({ role: "admin" }, undefined)).toEqual({ before: { role: "admin" }, after: null, changed: true });
  });
});

describe("who acted", () => {
  it("is the person of the request, across awaits", async () => {
    expect(currentActorId()).toBeNull();
    await runAsActor("cus_1", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentActorId()).toBe("cus_1");
    });
    expect(currentActorId()).toBeNull();
  });
});
