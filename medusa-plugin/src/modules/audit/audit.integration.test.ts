// The audit log: entries written with and only with their change (in its transaction), no secret
// in them, tenant scoping (support all, owners and admins their organisation's, members nothing).
// The histories of single records are in histories.integration.test.ts.
import { AUDIT_SUBJECT_TYPES, auditSubjectTypesFor } from "@platform/domain";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  DEMO_USERS,
  invitationTokenFor,
  platformToday,
  signIn,
  sql,
  trpcClient,
  uniqueEmail,
} from "@platform/testing";
import { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { recordAudit, runAsActor } from ".";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");

type Entry = {
  action: string;
  organisation_id: string | null;
  actor_kind: string;
  actor_email: string | null;
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const entriesOf = async (organisationId: string) =>
  await sql<Entry>(
    databaseUrl,
    `SELECT action, organisation_id, actor_kind, actor_email, subject_type, subject_id, before, after
       FROM audit_entry WHERE organisation_id = $1 ORDER BY created_at, id`,
    [organisationId],
  );

/** Every audit entry, as text: what a leak would have to show up in. */
const everything = async () =>
  (
    await sql<{ text: string }>(
      databaseUrl,
      "SELECT coalesce(string_agg(t::text, '\n'), '') AS text FROM audit_entry t",
    )
  )[0]?.text ?? "";

async function join(ownerToken: string, role: "admin" | "member") {
  const email = uniqueEmail(`audit-${role}`);
  await trpcClient(url, { token: ownerToken }).invitations.invite.mutate({ email, role });
  const token = await invitationTokenFor(mailDir, email);
  const password = "audit-password-1";
  await trpcClient(url).invitations.accept.mutate({
    token,
    account: { firstName: "A", lastName: role, password, confirmPassword: password, acceptTerms: true },
  });
  return { email, token: await signIn(url, email, password) };
}

let supportToken: string;
let dataSource: DataSource;
beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  dataSource = new DataSource({ type: "postgres", url: databaseUrl });
  await dataSource.initialize();
});
afterAll(async () => {
  await dataSource?.destroy();
});

describe("the writer", () => {
  it("commits an entry with its change, and a failed transaction leaves neither", async () => {
    const owner = await activeMerchant(url, supportToken);
    const before = (await entriesOf(owner.organisationId)).length;
    const change = (name: string, fail: boolean) =>
      dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE organisation SET name = $2 WHERE id = $1`, [owner.organisationId, name]);
        await recordAudit(manager, {
          organisationId: owner.organisationId,
          subjectType: "organisation",
          subjectId: owner.organisationId,
          action: "organisation.details_updated",
          before: { name: owner.name },
          after: { name },
          actor: "system",
        });
        if (fail) throw new Error("the change fails after its entry was written");
      });

    await expect(change("Never saved", true)).rejects.toThrow("the change fails");
    expect(await entriesOf(owner.organisationId)).toHaveLength(before);
    const [row] = await sql<{ name: string }>(databaseUrl, "SELECT name FROM organisation WHERE id = $1", [
      owner.organisationId,
    ]);
    expect(row?.name).toBe(owner.name);

    await change("Saved with its entry", false);
    const after = await entriesOf(owner.organisationId);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      action: "organisation.details_updated",
      actor_kind: "system",
      before: { name: owner.name },
      after: { name: "Saved with its entry" },
    });
  });

  it("refuses to write outside a transaction, and names the person of the request", async () => {
    const owner = await activeMerchant(url, supportToken);
    await expect(
      recordAudit(dataSource.manager, {
        organisationId: owner.organisationId,
        subjectType: "organisation",
        subjectId: owner.organisationId,
        action: "organisation.enabled",
      }),
    ).rejects.toThrow(/needs the transaction/);
    const [person] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM customer WHERE email = $1", [owner.email]);
    await runAsActor(person?.id as string, () =>
      dataSource.transaction(async (manager) => {
        await recordAudit(manager, {
          organisationId: owner.organisationId,
          subjectType: "organisation",
          subjectId: owner.organisationId,
          action: "organisation.enabled",
          before: { disabled_at: "2026-01-01T00:00:00.000Z" },
          after: { disabled_at: null },
        });
      }),
    );
    expect((await entriesOf(owner.organisationId)).at(-1)).toMatchObject({
      actor_kind: "person",
      actor_email: owner.email,
    });
  });
});

describe("audit entries from the procedures", () => {
  it("an address edit writes one entry with before → after; an unchanged save and a refused one write none", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    const company = { street: "Alte Straße 1", city: "Berlin", zip: "10115", country_code: "DE" };
    await client.organisation.update.mutate({ name: owner.name, company });
    const start = (await entriesOf(owner.organisationId)).length;

    await client.organisation.update.mutate({ name: owner.name, company: { ...company, street: "Neue Straße 2" } });
    const entries = await entriesOf(owner.organisationId);
    expect(entries).toHaveLength(start + 1);
    expect(entries.at(-1)).toMatchObject({
      action: "organisation.details_updated",
      actor_kind: "person",
      actor_email: owner.email,
      subject_type: "organisation",
      subject_id: owner.organisationId,
      before: { street: "Alte Straße 1" },
      after: { street: "Neue Straße 2" },
    });

    // The same details again: nothing changed, nothing written.
    await client.organisation.update.mutate({ name: owner.name, company: { ...company, street: "Neue Straße 2" } });
    // Refused: an invalid IBAN (the schema), and the last owner's demotion (the service, in its transaction).
    await apiError(client.organisation.update.mutate({ name: owner.name, company: { ...company, iban: "DE00 1234" } }));
    const [me] = await client.members.list.query();
    await apiError(client.members.updateRole.mutate({ memberId: me?.id as string, role: "admin" }));
    expect(await entriesOf(owner.organisationId)).toHaveLength(start + 1);
  });

  it("never keeps a secret: no password or its hash, no invitation token, no webhook URL, the IBAN masked", async () => {
    const owner = await activeMerchant(url, supportToken);
    const changed = await trpcClient(url, { token: owner.token }).settings.changePassword.mutate({
      currentPassword: owner.password,
      newPassword: "a-new-secret-password-9",
      confirmPassword: "a-new-secret-password-9",
    });
    // The change ends every earlier token (issue 33); the answer hands over a fresh one.
    const client = trpcClient(url, { token: changed.token });
    const webhook = `https://hooks.slack.com/services/T000/B000/${"s3cr3t".repeat(4)}`;
    await client.organisation.updateSlack.mutate({ url: webhook });
    await client.organisation.update.mutate({
      name: owner.name,
      company: { iban: "DE89 3704 0044 0532 0130 00", country_code: "DE" },
    });
    await client.invitations.invite.mutate({ email: uniqueEmail("audit-secret"), role: "member" });

    const entries = await entriesOf(owner.organisationId);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "customer.password_changed",
        "organisation.slack_updated",
        "organisation.details_updated",
        "invitation.sent",
      ]),
    );
    expect(entries.find((entry) => entry.action === "organisation.slack_updated")?.after).toEqual({
      slack_webhook_url: "[redacted]",
    });
    expect(entries.find((entry) => entry.action === "organisation.details_updated")?.after?.iban).toBe("DE89…3000");

    const text = await everything();
    const [secrets] = await sql<{ password_hash: string }>(
      databaseUrl,
      "SELECT password_hash FROM customer WHERE email = $1",
      [owner.email],
    );
    const tokens = await sql<{ token_hash: string }>(
      databaseUrl,
      "SELECT token_hash FROM invitation WHERE organisation_id = $1",
      [owner.organisationId],
    );
    for (const secret of [
      "a-new-secret-password-9",
      owner.password,
      secrets?.password_hash as string,
      ...tokens.map((row) => row.token_hash),
      webhook,
      "s3cr3ts3cr3t",
      "DE89370400440532013000",
    ]) {
      expect(text).not.toContain(secret);
    }
    // Shops' tokens never enter either: nothing that looks like a Shopify token or a stored ciphertext.
    expect(text).not.toMatch(/shpat_|shprt_|"access_token":"(?!\[redacted\])/);
  });
});

describe("who reads the audit log", () => {
  it("support all; an owner and an admin their own organisation's; a member nothing", async () => {
    const a = await activeMerchant(url, supportToken);
    const b = await activeMerchant(url, supportToken);
    await trpcClient(url, { token: a.token }).organisation.update.mutate({
      name: a.name,
      company: { city: "Aachen", country_code: "DE" },
    });
    await trpcClient(url, { token: b.token }).organisation.update.mutate({
      name: b.name,
      company: { city: "Bremen", country_code: "DE" },
    });
    const admin = await join(a.token, "admin");
    const member = await join(a.token, "member");

    const ownList = await trpcClient(url, { token: a.token }).audit.list.query({});
    expect(ownList.items.length).toBeGreaterThan(0);
    expect(new Set(ownList.items.map((entry) => entry.organisation?.id))).toEqual(new Set([a.organisationId]));
    expect(ownList.items.map((entry) => entry.action)).toContain("organisation.details_updated");
    // Naming another organisation changes nothing: an owner's log is their own organisation's.
    const aimed = await trpcClient(url, { token: a.token }).audit.list.query({ organisationId: b.organisationId });
    expect(aimed.items.every((entry) => entry.organisation?.id === a.organisationId)).toBe(true);
    expect(JSON.stringify(aimed)).not.toContain(b.organisationId);

    const adminList = await trpcClient(url, { token: admin.token }).audit.list.query({});
    expect(adminList.items.every((entry) => entry.organisation?.id === a.organisationId)).toBe(true);
    expect(adminList.items.map((entry) => entry.action)).toContain("member.added");

    const refused = await apiError(trpcClient(url, { token: member.token }).audit.list.query({}));
    expect(refused.data.code).toBe("FORBIDDEN");

    const support = trpcClient(url, { token: supportToken });
    const all = await support.audit.list.query({ limit: 100 });
    expect(new Set(all.items.map((entry) => entry.organisation?.id ?? null)).size).toBeGreaterThan(1);
    const ofB = await support.audit.list.query({ organisationId: b.organisationId });
    expect(ofB.items.length).toBeGreaterThan(0);
    expect(ofB.items.every((entry) => entry.organisation?.id === b.organisationId)).toBe(true);
    const both = await support.audit.list.query({ search: "bremen", limit: 100 });
    expect(both.items.some((entry) => entry.organisation?.id === b.organisationId)).toBe(true);
    const ofA = await support.audit.list.query({ organisationId: a.organisationId, subjectType: "member" });
    expect(ofA.items.map((entry) => entry.action)).toContain("member.added");
  });

  it("names the records an entry refers to by id, for its own readers only where they exist", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const supplier = await activeMerchant(url, supportToken);
    await dataSource.transaction(async (manager) => {
      await recordAudit(manager, {
        organisationId: merchant.organisationId,
        subjectType: "stock_order",
        subjectId: "so_named",
        subjectLabel: "#1",
        action: "stock_order.created",
        after: { supplier_organisation_id: supplier.organisationId, location_id: "loc_gone", total: 66316 },
        actor: "system",
      });
    });
    const [entry] = (await trpcClient(url, { token: merchant.token }).audit.list.query({ subjectType: "stock_order" }))
      .items;
    // The supplier reads by its name; a record deleted since keeps its id (no name to show).
    expect(entry?.names).toEqual({ [supplier.organisationId]: supplier.name });
    expect(entry?.after).toMatchObject({ location_id: "loc_gone", total: 66316 });
  });

  it("pages by keyset, newest first, forwards and back", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    for (const city of ["Köln", "Bonn", "Essen", "Trier"]) {
      await client.organisation.update.mutate({ name: owner.name, company: { city, country_code: "DE" } });
    }
    const first = await client.audit.list.query({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.prevCursor).toBeNull();
    expect(first.items[0]?.after).toMatchObject({ city: "Trier" });
    const second = await client.audit.list.query({ limit: 2, cursor: first.nextCursor as string });
    expect(second.items[0]?.after).toMatchObject({ city: "Bonn" });
    const back = await client.audit.list.query({ limit: 2, cursor: second.prevCursor as string, direction: "before" });
    expect(back.items.map((entry) => entry.id)).toEqual(first.items.map((entry) => entry.id));
    const today = platformToday();
    expect((await client.audit.list.query({ from: today, to: today })).items.length).toBeGreaterThan(0);
    expect((await client.audit.list.query({ to: platformToday(-400) })).items).toEqual([]);
  });
});

describe("the subject-type filter", () => {
  // Each demo login with the audit log (an owner of its organisation, or support).
  const readers = DEMO_USERS.filter((user) =>
    ["customer", "agency", "support", "service_provider", "supplier"].includes(user.role),
  );
  for (const { email, role } of readers) {
    it(`${email} filters by the kinds of record its screens show, and by no other`, async () => {
      const client = trpcClient(url, { token: await signIn(url, email, DEMO_PASSWORD) });
      // The demo logins own their organisations: a merchant's owner also filters by its API keys
      // and webhook endpoints.
      const allowed = auditSubjectTypesFor(role, "owner");
      expect(allowed.length).toBeGreaterThan(0);
      if (role === "customer") expect(allowed).toEqual(expect.arrayContaining(["api_key", "webhook_endpoint"]));
      for (const subjectType of AUDIT_SUBJECT_TYPES) {
        const call = client.audit.list.query({ subjectType, limit: 1 });
        if (allowed.includes(subjectType)) {
          await expect(call, subjectType).resolves.toHaveProperty("items");
        } else {
          const refused = await apiError(call);
          expect(refused.data, subjectType).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
          expect(refused.data.fieldErrors).toEqual({ subjectType: ["common:errors.badRequest"] });
        }
      }
      // Only support's filter offers every kind.
      expect(allowed.length === AUDIT_SUBJECT_TYPES.length).toBe(role === "support");
    });
  }
});
