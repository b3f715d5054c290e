// auth.signUp: validation, the all-or-nothing creation and duplicate emails, checked in the database.
import { randomUUID } from "node:crypto";
import { apiError, countRows, signIn, sql, translation, trpcClient, waitForMail } from "@platform/testing";
import { describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@signup.test`;

function form(email: string, overrides: Record<string, string> = {}) {
  return {
    organisationName: "Sonnenschein Handel GmbH",
    firstName: "Sina",
    lastName: "Sonne",
    email,
    password: "first-password-1",
    confirmPassword: "first-password-1",
    ...overrides,
  };
}

/** Customers (with an account), organisations and memberships: what a sign-up creates. */
async function counts() {
  return {
    customers: await countRows(databaseUrl, "customer", "has_account = true"),
    organisations: await countRows(databaseUrl, "organisation"),
    members: await countRows(databaseUrl, "member"),
  };
}

async function expectNothingCreated(before: Awaited<ReturnType<typeof counts>>, email: string) {
  expect(await counts()).toEqual(before);
  expect(await countRows(databaseUrl, "customer", "lower(email) = lower($1)", [email])).toBe(0);
}

describe("auth.signUp validation", () => {
  it("answers BAD_REQUEST with a key per field and creates nothing", async () => {
    const before = await counts();
    const email = uniqueEmail("invalid");
    const error = await apiError(
      trpcClient(url).auth.signUp.mutate({
        organisationName: " ",
        firstName: "",
        lastName: "Sonne",
        email: `${email}@@`,
        password: "first-password-1",
        confirmPassword: "other-password-1",
      }),
    );
    expect(error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400, i18nKey: "common:errors.badRequest" });
    expect(error.data.fieldErrors).toEqual({
      organisationName: ["common:errors.required"],
      firstName: ["common:errors.required"],
      email: ["auth:errors.invalidEmail"],
      confirmPassword: ["auth:errors.passwordsMismatch"],
    });
    expect(error.message).toBe(translation("en", "common:errors.badRequest"));
    await expectNothingCreated(before, email);
  });

  it("asks for the confirmation and a long enough password", async () => {
    const before = await counts();
    const email = uniqueEmail("short");
    const error = await apiError(
      trpcClient(url, { locale: "de" }).auth.signUp.mutate(form(email, { password: "kurz", confirmPassword: "" })),
    );
    expect(error.data.fieldErrors).toEqual({
      password: ["auth:errors.passwordTooShort"],
      confirmPassword: ["auth:errors.confirmRequired"],
    });
    expect(error.message).toBe(translation("de", "common:errors.badRequest"));
    await expectNothingCreated(before, email);
  });

  it("reports missing fields as common:errors.required", async () => {
    const before = await counts();
    const error = await apiError(
      trpcClient(url).auth.signUp.mutate({ email: uniqueEmail("missing") } as unknown as ReturnType<typeof form>),
    );
    expect(error.data.fieldErrors).toEqual({
      organisationName: ["common:errors.required"],
      firstName: ["common:errors.required"],
      lastName: ["common:errors.required"],
      password: ["common:errors.required"],
      confirmPassword: ["common:errors.required"],
    });
    expect(await counts()).toEqual(before);
  });
});

describe("auth.signUp", () => {
  it("creates the account, a merchant organisation on the waitlist and the owner membership", async () => {
    const before = await counts();
    const email = uniqueEmail("new");
    const result = await trpcClient(url).auth.signUp.mutate(form(`  ${email.toUpperCase()} `));
    expect(result).toMatchObject({ role: "waitlist", organisationId: expect.stringMatching(/^org_/) });
    expect(await counts()).toEqual({
      customers: before.customers + 1,
      organisations: before.organisations + 1,
      members: before.members + 1,
    });

    // The email is stored trimmed and lower-cased, the password hashed.
    const [customer] = await sql<{ email: string; password_hash: string | null; first_name: string }>(
      databaseUrl,
      "SELECT email, password_hash, first_name FROM customer WHERE email = $1",
      [email],
    );
    expect(customer).toMatchObject({ email, first_name: "Sina" });
    expect(customer!.password_hash).toBeTruthy();
    expect(customer!.password_hash).not.toContain("first-password-1");

    const token = await signIn(url, email, "first-password-1");
    const me = await trpcClient(url, { token }).session.me.query();
    expect(me).toMatchObject({
      customer: { email, firstName: "Sina", lastName: "Sonne", language: "en" },
      organisation: {
        id: result.organisationId,
        name: "Sonnenschein Handel GmbH",
        type: "merchant",
        status: "waitlist",
        disabled: false,
        disabledAt: null,
      },
      memberRole: "owner",
      role: "waitlist",
      dashboardPath: "/a/dashboard/waitlist",
    });
  });

  it("remembers the language the user signed up in", async () => {
    const email = uniqueEmail("deutsch");
    await trpcClient(url, { locale: "de" }).auth.signUp.mutate(form(email));
    const token = await signIn(url, email, "first-password-1");
    expect((await trpcClient(url, { token }).session.me.query()).customer.language).toBe("de");
  });

  it("answers a taken email exactly like a new one, creates nothing and mails the owner in their language", async () => {
    const email = uniqueEmail("twice");
    await trpcClient(url, { locale: "de" }).auth.signUp.mutate(form(email));
    const before = await counts();

    const fresh = await trpcClient(url).auth.signUp.mutate(form(uniqueEmail("fresh")));
    const counted = await counts();
    const taken = await trpcClient(url).auth.signUp.mutate(form(email, { organisationName: "Second Try GmbH" }));
    const takenUpper = await trpcClient(url).auth.signUp.mutate(form(email.toUpperCase()));
    // Same shape and the same kind of values: nothing tells the two apart.
    for (const answer of [taken, takenUpper]) {
      expect(Object.keys(answer).sort()).toEqual(Object.keys(fresh).sort());
      expect(answer).toMatchObject({ role: fresh.role, organisationId: expect.stringMatching(/^org_/) });
    }
    expect(await counts()).toEqual({
      customers: before.customers + 1,
      organisations: before.organisations + 1,
      members: before.members + 1,
    });
    expect(await counts()).toEqual(counted);
    expect(await countRows(databaseUrl, "organisation", "name = $1", ["Second Try GmbH"])).toBe(0);

    // The owner signed up in German: the mail about the attempt is German, with the way back in.
    const mail = await waitForMail(mailDir, {
      to: email,
      subjectIncludes: translation("de", "mail:accountExists.subject"),
    });
    expect(mail.text).toContain("Fulfilo");
    expect(mail.text).toContain("/login?mode=forgot");

    // The first account is untouched.
    const token = await signIn(url, email, "first-password-1");
    expect((await trpcClient(url, { token }).session.me.query()).organisation?.name).toBe("Sonnenschein Handel GmbH");
  });

  it("answers the email of a demo account like a new one, creating nothing", async () => {
    const before = await counts();
    const answer = await trpcClient(url).auth.signUp.mutate(form("customer@demo.local"));
    expect(answer).toMatchObject({ role: "waitlist", organisationId: expect.stringMatching(/^org_/) });
    expect(await counts()).toEqual(before);
    await waitForMail(mailDir, {
      to: "customer@demo.local",
      subjectIncludes: translation("en", "mail:accountExists.subject"),
    });
  });
});

describe("auth.signUp under concurrency", () => {
  it("20 sign-ups at once each get their own customer, organisation and membership", async () => {
    const before = await counts();
    const emails = Array.from({ length: 20 }, (_, i) => uniqueEmail(`parallel-${i}`));
    await Promise.all(
      emails.map((email, i) =>
        trpcClient(url).auth.signUp.mutate(form(email, { organisationName: `Parallel ${i} GmbH` })),
      ),
    );
    expect(await counts()).toEqual({
      customers: before.customers + 20,
      organisations: before.organisations + 20,
      members: before.members + 20,
    });
    const mismatched = await sql(
      databaseUrl,
      `SELECT c.email, o.name FROM member m JOIN customer c ON c.id = m.customer_id JOIN organisation o ON o.id = m.organisation_id
        WHERE c.email = ANY($1) AND o.name <> 'Parallel ' || substring(c.email from 'parallel-([0-9]+)-') || ' GmbH'`,
      [emails],
    );
    expect(mismatched).toEqual([]);
  });
});
