// Invitations: single-use, expiring links whose tokens are stored hashed; list, resend, revoke;
// onboarding creates the account, membership (and organisation) in one go.
import { createHash } from "node:crypto";
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  invitationTokenFor,
  linksIn,
  mailsTo,
  signIn,
  sql,
  trpcClient,
  uniqueEmail,
  waitForMail,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");

const account = {
  firstName: "Ida",
  lastName: "Invite",
  password: "invitee-password-1",
  confirmPassword: "invitee-password-1",
  acceptTerms: true as const,
};

let supportToken: string;
beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
});

describe("member invitations", () => {
  it("mail → check → accept → signed in as a member; the link then stops working", async () => {
    const owner = await activeMerchant(url, supportToken);
    const email = uniqueEmail("member");
    const sent = await trpcClient(url, { token: owner.token }).invitations.invite.mutate({ email, role: "admin" });
    expect(sent.status).toBe("pending");
    const mail = await waitForMail(mailDir, { to: email, subjectIncludes: owner.name });
    expect(mail.subject).toBe(`You are invited to join ${owner.name}`);
    const token = await invitationTokenFor(mailDir, email);

    // Only the token's hash is stored.
    const [row] = await sql<{ token_hash: string }>(databaseUrl, "SELECT token_hash FROM invitation WHERE id = $1", [
      sent.id,
    ]);
    expect(row?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(await sql(databaseUrl, "SELECT 1 FROM invitation WHERE token_hash = $1", [token])).toEqual([]);

    const public_ = trpcClient(url);
    expect(await public_.invitations.check.query({ token })).toMatchObject({
      kind: "member",
      email,
      organisationName: owner.name,
    });
    expect(await public_.invitations.accept.mutate({ token, account })).toEqual({ email });

    const me = await trpcClient(url, { token: await signIn(url, email, account.password) }).session.me.query();
    expect(me).toMatchObject({ role: "customer", memberRole: "admin", organisation: { id: owner.organisationId } });

    const again = await apiError(public_.invitations.accept.mutate({ token, account }));
    expect(again.data.i18nKey).toBe("auth:errors.invalidInvitation");
    expect(again.message).toBe("Invalid Invitation");
    expect((await apiError(public_.invitations.check.query({ token }))).message).toBe("Invalid Invitation");
  });

  it("an expired link is invalid; resending sends a new link and the old one stops working", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    const email = uniqueEmail("expired");
    const sent = await client.invitations.invite.mutate({ email, role: "member" });
    const firstToken = await invitationTokenFor(mailDir, email);
    await sql(databaseUrl, "UPDATE invitation SET expires_at = now() - interval '1 minute' WHERE id = $1", [sent.id]);
    const expired = await apiError(trpcClient(url, { locale: "de" }).invitations.check.query({ token: firstToken }));
    expect(expired.message).toBe("Ungültige Einladung");
    expect((await client.invitations.list.query()).find((i) => i.id === sent.id)?.status).toBe("expired");

    await client.invitations.resend.mutate({ invitationId: sent.id });
    const mails = mailsTo(mailDir, email);
    expect(mails).toHaveLength(2);
    const secondToken = new URL(
      linksIn(mails[1] as (typeof mails)[number]).find((l) => l.includes("/onboarding")) as string,
    ).searchParams.get("token") as string;
    expect(secondToken).not.toBe(firstToken);
    expect((await apiError(trpcClient(url).invitations.check.query({ token: firstToken }))).data.code).toBe(
      "BAD_REQUEST",
    );
    expect((await trpcClient(url).invitations.check.query({ token: secondToken })).email).toBe(email);
  });

  it("a revoked invitation cannot be accepted; a person with an account cannot be invited", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    const email = uniqueEmail("revoked");
    const sent = await client.invitations.invite.mutate({ email, role: "member" });
    const token = await invitationTokenFor(mailDir, email);
    expect((await client.invitations.revoke.mutate({ invitationId: sent.id })).status).toBe("revoked");
    expect((await apiError(trpcClient(url).invitations.accept.mutate({ token, account }))).message).toBe(
      "Invalid Invitation",
    );
    expect(await sql(databaseUrl, "SELECT 1 FROM customer WHERE email = $1", [email])).toEqual([]);

    const taken = await apiError(client.invitations.invite.mutate({ email: "customer@demo.local", role: "member" }));
    expect(taken.data.fieldErrors).toEqual({ email: ["invitations:errors.alreadyMember"] });
  });

  it("a revoke and an acceptance at the same moment: one of them wins, never both", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    for (let round = 0; round < 4; round++) {
      const email = uniqueEmail(`race${round}`);
      const sent = await client.invitations.invite.mutate({ email, role: "member" });
      const token = await invitationTokenFor(mailDir, email);
      const [revoked, accepted] = await Promise.allSettled([
        client.invitations.revoke.mutate({ invitationId: sent.id }),
        trpcClient(url).invitations.accept.mutate({ token, account }),
      ]);
      const [row] = await sql<{ accepted: boolean; revoked: boolean }>(
        databaseUrl,
        "SELECT accepted_at IS NOT NULL AS accepted, revoked_at IS NOT NULL AS revoked FROM invitation WHERE id = $1",
        [sent.id],
      );
      expect(row, `round ${round}`).toEqual({
        accepted: accepted.status === "fulfilled",
        revoked: revoked.status === "fulfilled",
      });
      expect(row?.accepted && row.revoked, `round ${round}`).toBe(false);
    }
  });

  it("onboarding validates the account step and creates nothing on bad input", async () => {
    const owner = await activeMerchant(url, supportToken);
    const email = uniqueEmail("bad-input");
    await trpcClient(url, { token: owner.token }).invitations.invite.mutate({ email, role: "member" });
    const token = await invitationTokenFor(mailDir, email);
    const error = await apiError(
      trpcClient(url).invitations.accept.mutate({
        token,
        account: {
          firstName: "",
          lastName: "X",
          password: "short",
          confirmPassword: "other",
          acceptTerms: false as unknown as true,
        },
      }),
    );
    expect(error.data.fieldErrors).toMatchObject({
      "account.firstName": ["common:errors.required"],
      "account.password": ["auth:errors.passwordTooShort"],
      "account.acceptTerms": ["invitations:errors.acceptTerms"],
    });
    expect(await sql(databaseUrl, "SELECT 1 FROM customer WHERE email = $1", [email])).toEqual([]);
    expect((await trpcClient(url).invitations.check.query({ token })).email).toBe(email);
  });
});

describe("organisation invitations", () => {
  it("support invites a supplier: onboarding creates the organisation with the optional details", async () => {
    const support = trpcClient(url, { token: supportToken });
    const email = uniqueEmail("supplier");
    await support.invitations.inviteOrganisation.mutate({
      email,
      organisationName: "Ningbo Boxes Ltd",
      type: "supplier",
    });
    const token = await invitationTokenFor(mailDir, email);
    expect(await trpcClient(url).invitations.check.query({ token })).toMatchObject({
      kind: "organisation",
      organisationName: "Ningbo Boxes Ltd",
      organisationType: "supplier",
    });
    await trpcClient(url).invitations.accept.mutate({
      token,
      organisation: { name: "Ningbo Boxes Co. Ltd", company: { city: "Ningbo", country_code: "CN" } },
      account,
    });
    const client = trpcClient(url, { token: await signIn(url, email, account.password) });
    expect((await client.session.me.query()).role).toBe("supplier");
    const organisation = await client.organisation.get.query();
    expect(organisation).toMatchObject({
      name: "Ningbo Boxes Co. Ltd",
      status: "active",
      company: { city: "Ningbo", country_code: "CN" },
    });
    expect((await support.invitations.list.query()).find((i) => i.email === email)?.status).toBe("accepted");
  });

  it("nobody invites a platform organisation, and customers cannot invite organisations", async () => {
    const support = trpcClient(url, { token: supportToken });
    const error = await apiError(
      support.invitations.inviteOrganisation.mutate({
        email: uniqueEmail("p"),
        organisationName: "P",
        type: "platform",
      }),
    );
    expect(error.data.fieldErrors).toEqual({ type: ["invitations:errors.typeNotAllowed"] });
    const owner = await activeMerchant(url, supportToken);
    const forbidden = await apiError(
      trpcClient(url, { token: owner.token }).invitations.inviteOrganisation.mutate({
        email: uniqueEmail("q"),
        organisationName: "Q",
        type: "merchant",
      }),
    );
    expect(forbidden.data.code).toBe("FORBIDDEN");
  });
});

describe("an agency's sent invitations (Invite organisation)", () => {
  it("lists the clients it invited with their status; resend mails a new link, revoke ends it; audited", async () => {
    const agencyToken = await signIn(url, "agency@demo.local", DEMO_PASSWORD);
    const agency = trpcClient(url, { token: agencyToken });
    const email = uniqueEmail("client");
    const sent = await agency.invitations.inviteOrganisation.mutate({
      email,
      organisationName: "Kunde Eins",
      type: "merchant",
    });
    const firstToken = await invitationTokenFor(mailDir, email);
    // A member invitation of the agency is the managers' business on the organisation page, not listed here.
    const colleague = await agency.invitations.invite.mutate({
      email: uniqueEmail("agency-colleague"),
      role: "member",
    });

    const listed = await agency.invitations.sentOrganisations.query();
    expect(listed.find((invitation) => invitation.id === sent.id)).toMatchObject({
      email,
      organisationName: "Kunde Eins",
      organisationType: "merchant",
      status: "pending",
    });
    expect(listed.some((invitation) => invitation.id === colleague.id)).toBe(false);
    expect(
      (await apiError(agency.invitations.revokeOrganisation.mutate({ invitationId: colleague.id }))).data.code,
    ).toBe("NOT_FOUND");

    // Resend: a second mail, a new link; the first stops working.
    await agency.invitations.resendOrganisation.mutate({ invitationId: sent.id });
    const mails = mailsTo(mailDir, email);
    expect(mails).toHaveLength(2);
    expect((await apiError(trpcClient(url).invitations.check.query({ token: firstToken }))).data.code).toBe(
      "BAD_REQUEST",
    );
    const second = mailsTo(mailDir, email)[1] as (typeof mails)[number];
    const secondToken = new URL(
      linksIn(second).find((link) => link.includes("/onboarding")) as string,
    ).searchParams.get("token") as string;
    expect((await trpcClient(url).invitations.check.query({ token: secondToken })).email).toBe(email);

    // Revoke: the link stops working, the list says so, and a revoked one is neither resent nor revoked again.
    expect((await agency.invitations.revokeOrganisation.mutate({ invitationId: sent.id })).status).toBe("revoked");
    expect((await apiError(trpcClient(url).invitations.check.query({ token: secondToken }))).message).toBe(
      "Invalid Invitation",
    );
    expect((await agency.invitations.sentOrganisations.query()).find((i) => i.id === sent.id)?.status).toBe("revoked");
    const again = await apiError(agency.invitations.resendOrganisation.mutate({ invitationId: sent.id }));
    expect(again.message).toBe("This invitation is no longer pending.");
    expect(mailsTo(mailDir, email)).toHaveLength(2);

    const audit = await sql<{ action: string }>(
      databaseUrl,
      "SELECT action FROM audit_entry WHERE subject_id = $1 ORDER BY created_at",
      [sent.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(["invitation.sent", "invitation.resent", "invitation.revoked"]);
  });

  it("resending follows the rules of sending: an address that has an account meanwhile is refused", async () => {
    const agency = trpcClient(url, { token: await signIn(url, "agency@demo.local", DEMO_PASSWORD) });
    const email = uniqueEmail("client-taken");
    const sent = await agency.invitations.inviteOrganisation.mutate({
      email,
      organisationName: "Kunde Zwei",
      type: "merchant",
    });
    await sql(databaseUrl, "UPDATE invitation SET email = 'customer@demo.local' WHERE id = $1", [sent.id]);
    const refused = await apiError(agency.invitations.resendOrganisation.mutate({ invitationId: sent.id }));
    expect(refused.data.fieldErrors).toEqual({ email: ["invitations:errors.alreadyMember"] });
  });

  it("another organisation's invitations are not found; a merchant has no such list", async () => {
    const support = trpcClient(url, { token: supportToken });
    const supportSent = await support.invitations.inviteOrganisation.mutate({
      email: uniqueEmail("support-sent"),
      organisationName: "Von Support",
      type: "merchant",
    });
    const agency = trpcClient(url, { token: await signIn(url, "agency@demo.local", DEMO_PASSWORD) });
    expect((await agency.invitations.sentOrganisations.query()).some((i) => i.id === supportSent.id)).toBe(false);
    const input = { invitationId: supportSent.id };
    expect((await apiError(agency.invitations.resendOrganisation.mutate(input))).data.code).toBe("NOT_FOUND");
    expect((await apiError(agency.invitations.revokeOrganisation.mutate(input))).data.code).toBe("NOT_FOUND");
    expect((await support.invitations.sentOrganisations.query()).find((i) => i.id === supportSent.id)?.status).toBe(
      "pending",
    );
    const owner = await activeMerchant(url, supportToken);
    expect(
      (await apiError(trpcClient(url, { token: owner.token }).invitations.sentOrganisations.query())).data.code,
    ).toBe("FORBIDDEN");
  });
});
