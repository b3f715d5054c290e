// Personal settings (chat mails, language) and change password.
import { activeMerchant, apiError, DEMO_PASSWORD, signIn, trpcClient, waitForMail } from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const mailDir = inject("mailDir");

let supportToken: string;
beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
});

describe("personal settings", () => {
  it("are saved, and the language decides the language of mails", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    expect(await client.settings.personal.query()).toEqual({
      orderChatEmail: true,
      productRequestChatEmail: true,
      language: "en",
    });
    await client.settings.updatePersonal.mutate({
      orderChatEmail: false,
      productRequestChatEmail: true,
      language: "de",
    });
    expect(await client.settings.personal.query()).toEqual({
      orderChatEmail: false,
      productRequestChatEmail: true,
      language: "de",
    });

    await fetch(`${url}/store/customers/password-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: owner.email }),
    });
    const mail = await waitForMail(mailDir, { to: owner.email, subjectIncludes: "Passwort" });
    expect(mail.subject).toBe("Setze dein Passwort zurück");
  });

  it("reject bad input without changing anything", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    const error = await apiError(
      client.settings.updatePersonal.mutate({
        orderChatEmail: "yes" as unknown as boolean,
        productRequestChatEmail: true,
        language: "fr" as "en",
      }),
    );
    expect(error.data.code).toBe("BAD_REQUEST");
    expect(Object.keys(error.data.fieldErrors ?? {}).sort()).toEqual(["language", "orderChatEmail"]);
    expect(await client.settings.personal.query()).toEqual({
      orderChatEmail: true,
      productRequestChatEmail: true,
      language: "en",
    });
  });
});

describe("change password", () => {
  it("needs the current password and a matching confirmation; then the new one signs in", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    const mismatch = await apiError(
      client.settings.changePassword.mutate({
        currentPassword: owner.password,
        newPassword: "brand-new-pass-1",
        confirmPassword: "other-pass-123",
      }),
    );
    expect(mismatch.data.fieldErrors).toEqual({ confirmPassword: ["auth:errors.passwordsMismatch"] });
    const wrong = await apiError(
      client.settings.changePassword.mutate({
        currentPassword: "not-my-password",
        newPassword: "brand-new-pass-1",
        confirmPassword: "brand-new-pass-1",
      }),
    );
    expect(wrong.data.fieldErrors).toEqual({ currentPassword: ["settings:errors.wrongCurrentPassword"] });
    await expect(signIn(url, owner.email, owner.password)).resolves.toBeTruthy();

    await client.settings.changePassword.mutate({
      currentPassword: owner.password,
      newPassword: "brand-new-pass-1",
      confirmPassword: "brand-new-pass-1",
    });
    await expect(signIn(url, owner.email, owner.password)).rejects.toThrow();
    await expect(signIn(url, owner.email, "brand-new-pass-1")).resolves.toBeTruthy();
  });
});
