// Waitlist overview and customer overview (support).
import { randomUUID } from "node:crypto";
import {
  apiError,
  DEMO_PASSWORD,
  platformToday,
  signIn,
  trpcClient,
  uniqueEmail,
  waitForMail,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const mailDir = inject("mailDir");

async function signUp(name: string, language: "en" | "de" = "en") {
  const email = uniqueEmail("waitlist");
  const password = "waitlist-password-1";
  const { organisationId } = await trpcClient(url, { locale: language }).auth.signUp.mutate({
    organisationName: name,
    firstName: "Wim",
    lastName: "Wait",
    email,
    password,
    confirmPassword: password,
  });
  return { organisationId, email, password };
}

let support: ReturnType<typeof trpcClient>;
beforeAll(async () => {
  support = trpcClient(url, { token: await signIn(url, "support@demo.local", DEMO_PASSWORD) });
});

describe("waitlist overview", () => {
  it("lists sign-ups with their date; approving activates the organisation and mails the owner", async () => {
    const name = `Waiting ${randomUUID().slice(0, 6)}`;
    const registered = await signUp(name);
    const listed = await support.waitlist.list.query({ search: name, page: 1, pageSize: 20 });
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      id: registered.organisationId,
      status: "waitlist",
      owner_email: registered.email,
    });
    expect(new Date(listed.items[0]?.created_at as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const approved = await support.waitlist.approve.mutate({ organisationId: registered.organisationId });
    expect(approved.status).toBe("active");
    const mail = await waitForMail(mailDir, { to: registered.email, subjectIncludes: "approved" });
    expect(mail.subject).toBe(`Your account for ${name} is approved`);
    expect((await support.waitlist.list.query({ search: name, page: 1, pageSize: 20 })).items).toEqual([]);
    const me = await trpcClient(url, {
      token: await signIn(url, registered.email, registered.password),
    }).session.me.query();
    expect(me.role).toBe("customer");

    const twice = await apiError(support.waitlist.approve.mutate({ organisationId: registered.organisationId }));
    expect(twice.data.i18nKey).toBe("organisations:errors.notOnWaitlist");
  });

  it("declining keeps the user out and mails them in their language", async () => {
    const name = `Abgelehnt ${randomUUID().slice(0, 6)}`;
    const registered = await signUp(name, "de");
    await support.waitlist.decline.mutate({ organisationId: registered.organisationId });
    const mail = await waitForMail(mailDir, { to: registered.email, subjectIncludes: name });
    expect(mail.subject).toBe(`Deine Registrierung für ${name}`);
    const me = await trpcClient(url, {
      token: await signIn(url, registered.email, registered.password),
    }).session.me.query();
    expect(me.role).toBe("waitlist");
  });
});

describe("customer overview", () => {
  it("shows merchant organisations with status and member count, searchable and paginated", async () => {
    const tag = randomUUID().slice(0, 6);
    for (let i = 0; i < 3; i++) await signUp(`Paged ${tag} ${i}`);
    const first = await support.customers.list.query({ search: `Paged ${tag}`, page: 1, pageSize: 5 });
    expect(first.total).toBe(3);
    expect(first.items.every((o) => o.type === "merchant" && o.member_count === 1 && o.status === "waitlist")).toBe(
      true,
    );
    const small = await support.customers.list.query({ search: `Paged ${tag}`, page: 2, pageSize: 5 });
    expect(small.items).toEqual([]);
    const all = await support.customers.list.query({ page: 1, pageSize: 100 });
    expect(all.items.some((o) => o.type !== "merchant")).toBe(false);
    // The demo merchant, searched by name: other files add merchants, so it need not be on page one.
    const demo = await support.customers.list.query({ search: "Nordlicht Home GmbH", page: 1, pageSize: 5 });
    expect(demo.items.find((o) => o.name === "Nordlicht Home GmbH")?.member_count).toBe(2);
  });

  it('filters by "disabled", and a disabled organisation is no longer listed under its stored status', async () => {
    const name = `Soon Disabled ${randomUUID().slice(0, 6)}`;
    const registered = await signUp(name);
    await support.waitlist.approve.mutate({ organisationId: registered.organisationId });
    const active = await support.customers.list.query({ search: name, status: "active", page: 1, pageSize: 20 });
    expect(active.items.map((o) => o.name)).toEqual([name]);

    await support.organisation.disable.mutate({ organisationId: registered.organisationId, date: platformToday() });
    expect(
      (await support.customers.list.query({ search: name, status: "active", page: 1, pageSize: 20 })).items,
    ).toEqual([]);
    const disabled = await support.customers.list.query({ search: name, status: "disabled", page: 1, pageSize: 20 });
    expect(disabled.items.map((o) => o.name)).toEqual([name]);
    expect(
      (await support.customers.list.query({ status: "disabled", page: 1, pageSize: 100 })).items.map((o) => o.name),
    ).toContain("Closed Goods UG");
  });
});
