// Members: roles within an organisation, and the last owner who cannot be removed.
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  invitationTokenFor,
  signIn,
  trpcClient,
  uniqueEmail,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const mailDir = inject("mailDir");

async function join(ownerToken: string, role: "owner" | "admin" | "member") {
  const email = uniqueEmail(role);
  await trpcClient(url, { token: ownerToken }).invitations.invite.mutate({ email, role });
  const token = await invitationTokenFor(mailDir, email);
  await trpcClient(url).invitations.accept.mutate({
    token,
    account: {
      firstName: "M",
      lastName: role,
      password: "member-password-1",
      confirmPassword: "member-password-1",
      acceptTerms: true,
    },
  });
  return { email, token: await signIn(url, email, "member-password-1") };
}

let supportToken: string;
beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
});

describe("members", () => {
  it("the last owner can be neither demoted nor removed", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token, locale: "de" });
    const [me] = await client.members.list.query();
    const demote = await apiError(client.members.updateRole.mutate({ memberId: me?.id as string, role: "admin" }));
    expect(demote.data.i18nKey).toBe("members:errors.lastOwner");
    expect(demote.message).toBe(
      "Eine Organisation braucht mindestens einen Inhaber: mache zuerst jemand anderen zum Inhaber.",
    );
    expect((await apiError(client.members.remove.mutate({ memberId: me?.id as string }))).data.i18nKey).toBe(
      "members:errors.lastOwner",
    );
    expect((await client.members.list.query()).map((m) => m.role)).toEqual(["owner"]);
  });

  it("with a second owner, the first may step down; an admin may not touch owners", async () => {
    const owner = await activeMerchant(url, supportToken);
    const ownerClient = trpcClient(url, { token: owner.token });
    const admin = await join(owner.token, "admin");
    const plain = await join(owner.token, "member");
    const adminClient = trpcClient(url, { token: admin.token });
    const list = await ownerClient.members.list.query();
    const id = (email: string) => list.find((m) => m.email === email)?.id as string;

    const grant = await apiError(adminClient.members.updateRole.mutate({ memberId: id(plain.email), role: "owner" }));
    expect(grant.data.i18nKey).toBe("members:errors.onlyOwnerGrantsOwner");
    await adminClient.members.updateRole.mutate({ memberId: id(plain.email), role: "admin" });
    // Nor can an admin invite someone as owner.
    const invite = await apiError(
      adminClient.invitations.invite.mutate({ email: uniqueEmail("would-be-owner"), role: "owner" }),
    );
    expect(invite.data.fieldErrors).toEqual({ role: ["members:errors.onlyOwnerGrantsOwner"] });

    await ownerClient.members.updateRole.mutate({ memberId: id(admin.email), role: "owner" });
    await ownerClient.members.updateRole.mutate({ memberId: id(owner.email), role: "member" });
    const roles = Object.fromEntries((await adminClient.members.list.query()).map((m) => [m.email, m.role]));
    expect(roles).toEqual({ [owner.email]: "member", [admin.email]: "owner", [plain.email]: "admin" });
  });

  it("a plain member cannot manage members; a removed member loses the organisation", async () => {
    const owner = await activeMerchant(url, supportToken);
    const plain = await join(owner.token, "member");
    const plainClient = trpcClient(url, { token: plain.token });
    const list = await plainClient.members.list.query();
    const ownerId = list.find((m) => m.role === "owner")?.id as string;
    expect((await apiError(plainClient.members.remove.mutate({ memberId: ownerId }))).data.code).toBe("FORBIDDEN");

    const plainId = list.find((m) => m.email === plain.email)?.id as string;
    await trpcClient(url, { token: owner.token }).members.remove.mutate({ memberId: plainId });
    expect((await plainClient.session.me.query()).organisation).toBeNull();
    expect((await apiError(plainClient.members.list.query())).data.code).toBe("FORBIDDEN");
  });
});
