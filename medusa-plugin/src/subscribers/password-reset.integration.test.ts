// Password reset end to end: Medusa's token route → our subscriber → real SMTP → the link → reset.
import { randomUUID } from "node:crypto";
import { http, linksIn, mailsTo, signIn, translation, trpcClient, waitForMail } from "@platform/testing";
import { describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const mailDir = inject("mailDir");

const OLD_PASSWORD = "old-password-1";
const NEW_PASSWORD = "new-password-2";

async function newAccount(prefix: string, firstName = "Rita"): Promise<string> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@reset.test`;
  await trpcClient(url).auth.signUp.mutate({
    organisationName: "Reset GmbH",
    firstName,
    lastName: "Reset",
    email,
    password: OLD_PASSWORD,
    confirmPassword: OLD_PASSWORD,
  });
  return email;
}

async function requestReset(email: string): Promise<number> {
  const since = Date.now();
  const { status } = await http(`${url}/store/customers/password-token`, { body: { email } });
  expect(status).toBe(204);
  return since;
}

function resetLink(text: string): URL {
  const link = linksIn({ text }).find((candidate) => candidate.includes("/reset-password?"));
  expect(link, `no reset link in:\n${text}`).toBeDefined();
  return new URL(link!);
}

function resetPassword(email: string, token: string, password: string) {
  return http(`${url}/store/customers/password-reset`, { body: { email, token, password } });
}

describe("password reset", () => {
  it("mails a link that sets a new password once", async () => {
    const email = await newAccount("flow");
    const since = await requestReset(email);
    const mail = await waitForMail(mailDir, { to: email, since });

    expect(mail.subject).toBe(translation("en", "mail:passwordReset.subject"));
    expect(mail.text).toContain("Hello Rita,");
    const link = resetLink(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${url}/reset-password`);
    expect(link.searchParams.get("email")).toBe(email);
    const token = link.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await resetPassword(email, token!, NEW_PASSWORD);
    expect(reset.status).toBe(200);

    await expect(signIn(url, email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(signIn(url, email, OLD_PASSWORD)).rejects.toMatchObject({ status: 401 });

    // The same link a second time changes nothing.
    const again = await resetPassword(email, token!, "third-password-3");
    expect(again.status).not.toBe(200);
    await expect(signIn(url, email, "third-password-3")).rejects.toMatchObject({ status: 401 });
    await expect(signIn(url, email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it("mails a German user in German", async () => {
    const email = await newAccount("deutsch", "Greta");
    const token = await signIn(url, email, OLD_PASSWORD);
    await trpcClient(url, { token }).session.setLanguage.mutate({ language: "de" });

    const since = await requestReset(email);
    const mail = await waitForMail(mailDir, { to: email, since });
    expect(mail.subject).toBe(translation("de", "mail:passwordReset.subject"));
    expect(mail.subject).not.toBe(translation("en", "mail:passwordReset.subject"));
    expect(mail.text).toContain("Hallo Greta,");
    expect(resetLink(mail.text).searchParams.get("email")).toBe(email);
  });

  it("refuses a forged token or another address and keeps the password", async () => {
    const email = await newAccount("forged");
    const since = await requestReset(email);
    const mail = await waitForMail(mailDir, { to: email, since });
    const genuine = resetLink(mail.text).searchParams.get("token")!;
    const forged = `${genuine.slice(0, -4)}AAAA`;

    expect((await resetPassword(email, forged, NEW_PASSWORD)).status).not.toBe(200);
    expect((await resetPassword(`other-${email}`, genuine, NEW_PASSWORD)).status).toBe(401);
    await expect(signIn(url, email, OLD_PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(signIn(url, email, NEW_PASSWORD)).rejects.toMatchObject({ status: 401 });
  });

  it("answers a used or forged token with 401, not a server error", async () => {
    const email = await newAccount("used");
    const since = await requestReset(email);
    const mail = await waitForMail(mailDir, { to: email, since });
    const token = resetLink(mail.text).searchParams.get("token")!;
    expect((await resetPassword(email, token, NEW_PASSWORD)).status).toBe(200);

    const used = await resetPassword(email, token, "third-password-3");
    const forged = await resetPassword(email, `${token.slice(0, -4)}AAAA`, "third-password-3");
    expect({ used: used.status, forged: forged.status }).toEqual({ used: 401, forged: 401 });
  });

  it("answers an unknown address like a known one and mails nobody", async () => {
    const unknown = `nobody-${randomUUID().slice(0, 8)}@reset.test`;
    const since = await requestReset(unknown);
    // A reset for a real account requested afterwards arrives: the unknown one would have, too.
    const email = await newAccount("after-unknown");
    await requestReset(email);
    await waitForMail(mailDir, { to: email, since });
    expect(mailsTo(mailDir, unknown, since)).toEqual([]);
  });
});
