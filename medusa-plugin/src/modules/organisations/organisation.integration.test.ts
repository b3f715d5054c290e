// Organisation details, Container, agency margin, disabling: the rules as a user meets them.
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  invitationTokenFor,
  platformToday,
  signIn,
  sql,
  trpcClient,
  uniqueEmail,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");

let supportToken: string;
beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
});

const validCompany = {
  company_name: "Beispiel Handel GmbH",
  street: "Musterweg 5",
  city: "Berlin",
  zip: "10115",
  country_code: "de",
  vat_id: "DE136695976",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "cobadeffxxx",
  ioss_number: "IM2760000001",
  email: "office@beispiel.example",
  phone: "+49 30 1234567",
};

describe("organisation details", () => {
  it("saves valid company details, normalised", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    const saved = await client.organisation.update.mutate({ name: "Beispiel Handel", company: validCompany });
    expect(saved.name).toBe("Beispiel Handel");
    expect(saved.company).toMatchObject({
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      country_code: "DE",
      phone: "+49301234567",
    });
    expect((await client.organisation.get.query()).company.vat_id).toBe("DE136695976");
  });

  it("rejects invalid IBAN, BIC, VAT id, IOSS and phone with one key per field, and changes nothing", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token, locale: "de" });
    const before = await sql(databaseUrl, "SELECT * FROM organisation WHERE id = $1", [owner.organisationId]);
    const error = await apiError(
      client.organisation.update.mutate({
        name: "Kaputt",
        company: {
          ...validCompany,
          iban: "DE89 3704 0044 0532 0130 01",
          bic: "NOTABIC",
          vat_id: "FR12345678901",
          ioss_number: "IM9990000001",
          phone: "030 123",
        },
      }),
    );
    expect(error.data.code).toBe("BAD_REQUEST");
    expect(error.data.fieldErrors).toMatchObject({
      "company.iban": ["organisations:errors.invalidIban"],
      "company.bic": ["organisations:errors.invalidBic"],
      "company.ioss_number": ["organisations:errors.invalidIoss"],
      "company.phone": ["organisations:errors.invalidPhone"],
    });
    expect(error.message).toBe("Bitte prüfe die markierten Felder.");
    // A VAT id must belong to the organisation's country.
    const vat = await apiError(
      client.organisation.update.mutate({ name: "Kaputt", company: { ...validCompany, vat_id: "FR12345678901" } }),
    );
    expect(vat.data.fieldErrors).toEqual({ "company.vat_id": ["organisations:errors.invalidVatId"] });
    expect(await sql(databaseUrl, "SELECT * FROM organisation WHERE id = $1", [owner.organisationId])).toEqual(before);
  });

  it("lets a plain member read but not change the details", async () => {
    const owner = await activeMerchant(url, supportToken);
    const email = uniqueEmail("plain");
    await trpcClient(url, { token: owner.token }).invitations.invite.mutate({ email, role: "member" });
    const token = await invitationTokenFor(mailDir, email);
    await trpcClient(url).invitations.accept.mutate({
      token,
      account: {
        firstName: "Pia",
        lastName: "Plain",
        password: "plain-password-1",
        confirmPassword: "plain-password-1",
        acceptTerms: true,
      },
    });
    const member = trpcClient(url, { token: await signIn(url, email, "plain-password-1") });
    expect((await member.organisation.get.query()).id).toBe(owner.organisationId);
    expect((await apiError(member.organisation.update.mutate({ name: "Nope", company: {} }))).data.code).toBe(
      "FORBIDDEN",
    );
  });

  it("keeps the Container section: EORI, import method, container load, customs broker", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    const saved = await client.organisation.updateContainer.mutate({
      eori_number: "de123456789012345",
      default_import_method: "train",
      container_load: "fcl_40hc",
      customs_broker_email: "broker@zoll.example",
    });
    expect(saved.container).toEqual({
      eori_number: "DE123456789012345",
      default_import_method: "train",
      container_load: "fcl_40hc",
      customs_broker_email: "broker@zoll.example",
    });
    const error = await apiError(
      client.organisation.updateContainer.mutate({ eori_number: "123", container_load: "fcl_99" as "lcl" }),
    );
    expect(error.data.fieldErrors).toMatchObject({ eori_number: ["organisations:errors.invalidEori"] });
  });
});

describe("disabling", () => {
  it("support disables from today: members then get FORBIDDEN; enabling gives access back", async () => {
    const owner = await activeMerchant(url, supportToken);
    const support = trpcClient(url, { token: supportToken });
    const member = trpcClient(url, { token: owner.token });
    await support.organisation.disable.mutate({ organisationId: owner.organisationId, date: platformToday() });
    expect((await apiError(member.organisation.get.query())).data.code).toBe("FORBIDDEN");
    expect((await member.session.me.query()).role).toBe("disabled_customer");
    await support.organisation.enable.mutate({ organisationId: owner.organisationId });
    expect((await member.organisation.get.query()).id).toBe(owner.organisationId);
  });

  it("a future date leaves the organisation usable until then; a past date is refused", async () => {
    const owner = await activeMerchant(url, supportToken);
    const support = trpcClient(url, { token: supportToken });
    const future = await support.organisation.disable.mutate({
      organisationId: owner.organisationId,
      date: platformToday(3),
    });
    expect(future.disabledAt).not.toBeNull();
    expect((await trpcClient(url, { token: owner.token }).session.me.query()).role).toBe("customer");
    const error = await apiError(
      support.organisation.disable.mutate({ organisationId: owner.organisationId, date: platformToday(-1) }),
    );
    expect(error.data).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { date: ["organisations:errors.dateInPast"] },
    });
  });

  it("the owner disables their own account after typing its name; a wrong name changes nothing", async () => {
    const owner = await activeMerchant(url, supportToken);
    const client = trpcClient(url, { token: owner.token });
    const wrong = await apiError(client.organisation.disableOwn.mutate({ confirmName: "something else" }));
    expect(wrong.data.fieldErrors).toEqual({ confirmName: ["organisations:errors.confirmDisable"] });
    expect((await client.session.me.query()).role).toBe("customer");
    await client.organisation.disableOwn.mutate({ confirmName: owner.name });
    expect((await client.session.me.query()).role).toBe("disabled_customer");
    expect((await apiError(client.members.list.query())).data.code).toBe("FORBIDDEN");
  });
});

describe("agencies", () => {
  it("an agency lists its clients, sets a margin for them and invites a merchant that becomes its client", async () => {
    const agency = trpcClient(url, { token: await signIn(url, "agency@demo.local", DEMO_PASSWORD) });
    const clients = await agency.organisation.list.query({ page: 1, pageSize: 20 });
    const nordlicht = clients.items.find((o) => o.name === "Nordlicht Home GmbH");
    expect(nordlicht).toBeDefined();
    const updated = await agency.organisation.setMargin.mutate({
      organisationId: nordlicht?.id as string,
      marginPercent: 12.5,
    });
    expect(updated.agencyMarginPercent).toBe(12.5);
    const bad = await apiError(
      agency.organisation.setMargin.mutate({ organisationId: nordlicht?.id as string, marginPercent: 100.5 }),
    );
    expect(bad.data.fieldErrors).toEqual({ marginPercent: ["organisations:errors.marginRange"] });

    const email = uniqueEmail("agency-client");
    const refused = await apiError(
      agency.invitations.inviteOrganisation.mutate({ email, organisationName: "Nope", type: "supplier" }),
    );
    expect(refused.data.fieldErrors).toEqual({ type: ["invitations:errors.typeNotAllowed"] });
    await agency.invitations.inviteOrganisation.mutate({
      email,
      organisationName: "Client Neu GmbH",
      type: "merchant",
    });
    const token = await invitationTokenFor(mailDir, email);
    await trpcClient(url).invitations.accept.mutate({
      token,
      organisation: { company: { city: "Köln" } },
      account: {
        firstName: "Nina",
        lastName: "Neu",
        password: "client-password-1",
        confirmPassword: "client-password-1",
        acceptTerms: true,
      },
    });
    const after = await agency.organisation.list.query({ search: "Client Neu", page: 1, pageSize: 20 });
    expect(after.items.map((o) => [o.name, o.status, o.type])).toEqual([["Client Neu GmbH", "active", "merchant"]]);
    const me = await trpcClient(url, { token: await signIn(url, email, "client-password-1") }).session.me.query();
    expect(me).toMatchObject({ role: "customer", memberRole: "owner", dashboardPath: "/a/dashboard/customer" });
  });
});
