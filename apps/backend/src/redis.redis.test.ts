// Two backends on one database and one Redis (REDIS_URL): events go through BullMQ, so a mail
// asked for on one instance is delivered, and what one instance writes the other one sees.
import { randomUUID } from "node:crypto";
import { eventually, http, queueEvents, redisKeys, signIn, trpcClient, waitForMail } from "@platform/testing";
import { describe, expect, inject, it } from "vitest";

const [urlA, urlB] = inject("backendUrls");
const redisUrl = inject("redisUrl");
const mailDir = inject("mailDir");

const PASSWORD = "redis-password-1";

async function signUpOn(url: string, prefix: string): Promise<string> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@redis.test`;
  await trpcClient(url).auth.signUp.mutate({
    organisationName: "Redis Path GmbH",
    firstName: "Rudi",
    lastName: "Redis",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  return email;
}

describe("two instances behind Redis", () => {
  it("run as two processes on different ports", async () => {
    expect(urlA).not.toBe(urlB);
    for (const url of [urlA, urlB]) expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it("a sign-up on A is visible through session.me on B", async () => {
    const email = await signUpOn(urlA, "visible");
    const token = await signIn(urlB, email, PASSWORD);
    const me = await trpcClient(urlB, { token }).session.me.query();
    expect(me).toMatchObject({ customer: { email }, role: "waitlist", organisation: { name: "Redis Path GmbH" } });

    // A token from A is good on B as well (same secret, same database).
    const tokenFromA = await signIn(urlA, email, PASSWORD);
    expect((await trpcClient(urlB, { token: tokenFromA }).session.me.query()).customer.email).toBe(email);
  });

  it("a password reset asked for on A is mailed through the BullMQ event queue", async () => {
    const email = await signUpOn(urlA, "reset");
    const eventsBefore = await queueEvents(redisUrl);
    const since = Date.now();
    const { status } = await http(`${urlA}/store/customers/password-token`, { body: { email } });
    expect(status).toBe(204);

    const mail = await waitForMail(mailDir, { to: email, since, timeoutMs: 30_000 });
    // Whichever instance's worker takes the job from the shared queue sends the mail, with its own
    // PUBLIC_URL (in production both share the load balancer's address).
    const either = [urlA, urlB].map((u) => u.replace(/[.:/]/g, "\\$&")).join("|");
    expect(mail.text).toMatch(new RegExp(`(${either})/reset-password\\?token=`));

    // The event went through Redis: BullMQ recorded the job being added and completed.
    expect(await redisKeys(redisUrl, "RedisEventBusService:events-queue:*")).not.toEqual([]);
    const seen = new Set(eventsBefore.map((event) => event.id));
    const events = (await queueEvents(redisUrl)).filter((event) => !seen.has(event.id));
    const added = events.find((event) => event.event === "added" && event.name === "customer.password_reset");
    expect(added, JSON.stringify(events.slice(-10))).toBeDefined();
    expect(events).toContainEqual(expect.objectContaining({ event: "completed", jobId: added!.jobId }));

    // The link works against B.
    const link = new URL(mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)![0]);
    const reset = await http(`${urlB}/store/customers/password-reset`, {
      body: { email, token: link.searchParams.get("token"), password: "redis-password-2" },
    });
    expect(reset.status).toBe(200);
    await expect(signIn(urlA, email, "redis-password-2")).resolves.toEqual(expect.any(String));
  });

  it("a sign-out on A ends the account's tokens on B too (token versions kept in step across instances)", async () => {
    const email = await signUpOn(urlA, "signout");
    const onA = await signIn(urlA, email, PASSWORD);
    const onB = await signIn(urlB, email, PASSWORD);
    const meOnB = (token: string) =>
      fetch(`${urlB}/store/trpc/session.me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    // B has read (and may have cached) the account's version before the sign-out.
    expect(await meOnB(onB)).toBe(200);
    expect(await meOnB(onA)).toBe(200);

    const out = await fetch(`${urlA}/store/auth`, { method: "DELETE", headers: { authorization: `Bearer ${onA}` } });
    expect(out.status).toBe(200);
    // B hears of it through PostgreSQL's notification, not when its cache would have run out.
    await eventually(async () => (await meOnB(onB)) === 401, 5_000);
    expect(await meOnB(onA)).toBe(401);
    // A fresh sign-in works on either instance.
    expect(await meOnB(await signIn(urlA, email, PASSWORD))).toBe(200);
  });
});
