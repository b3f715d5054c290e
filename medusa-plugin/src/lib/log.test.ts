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

  it("redacts tokens in links (query and path) and URL-encoded emails, and keeps the rest of the link", () => {
    const invitation = "https://fulfilo.example/onboarding?token=Qm9n8xYvT2aB4cD6eF8gH0iJ2kL4mN6oP8qR0sT2uV4";
    const reset =
      "http://localhost:9000/reset-password?token=abc.def&email=anna%40example.com and /store/uploads/upl_01JABCDEFGHJKMNPQRSTVWXYZ0/file?exp=1764000000&sig=q1w2e3r4t5y6u7i8o9p0";
    const inPath = "GET /onboarding/Qm9n8xYvT2aB4cD6eF8gH0iJ2kL4mN6oP8qR0sT2uV4/accept 200";
    const scrubbed = scrubText(`${invitation}\n${reset}\n${inPath}`);
    expect(scrubbed).not.toMatch(/Qm9n8xYvT2aB4c|abc\.def|anna|q1w2e3r4t5/);
    expect(scrubbed).toContain("https://fulfilo.example/onboarding?token=[token]");
    expect(scrubbed).toContain("/store/uploads/upl_01JABCDEFGHJKMNPQRSTVWXYZ0/file?exp=1764000000&sig=[token]");
    expect(scrubbed).toContain("GET /onboarding/[token]/accept 200");
    // Ordinary links stay readable.
    expect(scrubText("http://localhost:9000/login?mode=forgot")).toBe("http://localhost:9000/login?mode=forgot");
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
