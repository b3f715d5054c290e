import { describe, expect, it } from "vitest";
import { REDACTED, scrub, scrubText, serializeError } from "./log";

describe("log redaction", () => {
  it("replaces fields named like secrets or personal data, at any depth", () => {
    const scrubbed = scrub({
      path: "/store/auth",
      headers: { authorization: "Bearer abc", cookie: "connect.sid=x" },
      customer: { id: "cus_1", email: "a@b.de", first_name: "Anna", phone: "+49 1" },
      payload: { line_items: [] },
    });
    expect(scrubbed).toEqual({
      path: "/store/auth",
      headers: { authorization: REDACTED, cookie: REDACTED },
      customer: REDACTED,
      payload: REDACTED,
    });
  });

  it("scrubs emails, tokens and password hashes out of free text", () => {
    const text = scrubText(
      "mail to anna@example.com failed; Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl hash c2NyeXB0AA8AAAAIAAAAAc1tJ0Vd9UuUWyvQ8kYjdmHh2Q== token shpat_abc123",
    );
    expect(text).not.toMatch(/anna@|eyJhbGciOi|c2NyeXB0AA8|shpat_abc/);
    expect(text).toContain("[email]");
  });

  it("keeps an error's message and constraint but never a failed query's parameters", () => {
    const error = Object.assign(new Error("duplicate key value violates unique constraint"), {
      query: "INSERT INTO customer (email, password_hash) VALUES ($1, $2)",
      parameters: ["anna@example.com", "c2NyeXB0AA8AAAAIAAAAAc1tJxyz"],
      driverError: { code: "23505", constraint: "customer_email_key", detail: "Key (email)=(anna@example.com)" },
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain("customer_email_key");
    expect(serialized).toContain("23505");
    expect(serialized).not.toMatch(/anna@example\.com|c2NyeXB0/);
  });
});
