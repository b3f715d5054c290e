// Services and bookings: providers' services, merchants' bookings with products, files and terms,
// provider scoping, the status rules of each side, and the booking's messages as a live chat.
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  declaredAs,
  invitationTokenFor,
  platformToday,
  signIn,
  sql,
  subscribe,
  testPdf,
  trpcClient,
  uniqueEmail,
  uploadFile,
  uploadImages,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");

let supportToken: string;
let providerToken: string;
let otherProviderToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let variantIds: string[];

/** A service provider organisation, invited by support and onboarded. */
async function activeProvider(name: string): Promise<string> {
  const email = uniqueEmail("provider");
  await trpcClient(url, { token: supportToken }).invitations.inviteOrganisation.mutate({
    email,
    organisationName: name,
    type: "service_provider",
  });
  const token = await invitationTokenFor(mailDir, email);
  const password = "provider-password-1";
  await trpcClient(url).invitations.accept.mutate({
    token,
    account: { firstName: "Pro", lastName: "Vider", password, confirmPassword: password, acceptTerms: true },
  });
  return await signIn(url, email, password);
}

const counts = async () =>
  (
    await sql<{ bookings: number; chats: number; products: number }>(
      databaseUrl,
      `SELECT (SELECT count(*)::int FROM booking WHERE organisation_id = $1) AS bookings,
              (SELECT count(*)::int FROM chat WHERE organisation_id = $1 AND subject_type = 'booking') AS chats,
              (SELECT count(*)::int FROM booking_product bp JOIN booking b ON b.id = bp.booking_id
                WHERE b.organisation_id = $1) AS products`,
      [merchant.organisationId],
    )
  )[0];

async function service(token: string, overrides: Record<string, unknown> = {}) {
  return await trpcClient(url, { token }).bookings.createService.mutate({
    name: "Product photos",
    description: "White-background photos",
    price: "49,90",
    requiredInformation: "Send two samples",
    requiresProductSelection: true,
    enabled: true,
    termsUrl: "https://studio.example/terms",
    ...overrides,
  });
}

function bookingInput(serviceId: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceId,
    variantIds: variantIds.slice(0, 2),
    files: [] as Array<{ id: string }>,
    notes: "Please hurry",
    amount: 3,
    bookingDate: platformToday(2),
    acceptTerms: true as const,
    ...overrides,
  };
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  providerToken = await signIn(url, "provider@demo.local", DEMO_PASSWORD);
  otherProviderToken = await activeProvider("Other Studio");
  merchant = await activeMerchant(url, supportToken, "Bookings Merchant");
  // A merchant without shops or stock chooses from the catalogue's priced variants.
  const choices = await trpcClient(url, { token: merchant.token }).bookings.variants.query({});
  variantIds = choices.map((choice) => choice.variantId);
  expect(variantIds.length).toBeGreaterThanOrEqual(2);
});

describe("services", () => {
  it("a provider creates and edits its services; merchants see only enabled ones", async () => {
    const created = await service(providerToken, { name: "  Colour box design  " });
    expect(created).toMatchObject({ name: "Colour box design", price: 4990, currencyCode: "eur", enabled: true });
    const provider = trpcClient(url, { token: providerToken });
    const updated = await provider.bookings.updateService.mutate({
      serviceId: created.id,
      name: "Colour box design",
      price: "120",
      requiresProductSelection: false,
      enabled: false,
    });
    expect(updated).toMatchObject({ price: 12000, enabled: false, termsUrl: null, requiresProductSelection: false });
    expect((await provider.bookings.services.query()).map((s) => s.id)).toContain(created.id);

    const enabled = await service(providerToken, { name: "Listing texts" });
    const available = await trpcClient(url, { token: merchant.token }).bookings.availableServices.query();
    const ids = available.map((s) => s.id);
    expect(ids).toContain(enabled.id);
    expect(ids).not.toContain(created.id);
    expect(available.find((s) => s.id === enabled.id)).toMatchObject({
      termsUrl: "https://studio.example/terms",
      requiredInformation: "Send two samples",
      provider: { name: "Studio Foto & Content" },
    });
  });

  it("another provider cannot edit it, and a merchant cannot create one", async () => {
    const own = await service(providerToken);
    const error = await apiError(
      trpcClient(url, { token: otherProviderToken, locale: "de" }).bookings.updateService.mutate({
        serviceId: own.id,
        name: "Hijacked",
        price: "1",
      }),
    );
    expect(error.message).toBe("Service konnte nicht aktualisiert werden");
    const english = await apiError(
      trpcClient(url, { token: otherProviderToken }).bookings.updateService.mutate({
        serviceId: own.id,
        name: "Hijacked",
        price: "1",
      }),
    );
    expect(english.message).toBe("Failed to update service");
    expect((await trpcClient(url, { token: otherProviderToken }).bookings.services.query()).length).toBe(0);
    const forbidden = await apiError(
      trpcClient(url, { token: merchant.token }).bookings.createService.mutate({
        name: "Nope",
        price: "1",
      }),
    );
    expect(forbidden.data.code).toBe("FORBIDDEN");
    const invalid = await apiError(
      trpcClient(url, { token: providerToken }).bookings.createService.mutate({ name: " ", price: "abc" }),
    );
    expect(invalid.data.fieldErrors).toMatchObject({
      name: ["bookings:errors.nameRequired"],
      price: ["bookings:errors.priceInvalid"],
    });
  });
});

describe("booking rules", () => {
  it("refuses a booking without products, terms or an enabled service, and stores nothing", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const needsProducts = await service(providerToken);
    const before = await counts();

    const noProducts = await apiError(client.bookings.book.mutate(bookingInput(needsProducts.id, { variantIds: [] })));
    expect(noProducts.data.fieldErrors?.variantIds).toEqual(["bookings:errors.selectProducts"]);

    const noTerms = await apiError(
      client.bookings.book.mutate(bookingInput(needsProducts.id, { acceptTerms: false }) as never),
    );
    expect(noTerms.data.fieldErrors?.acceptTerms).toEqual(["bookings:errors.acceptTerms"]);

    const disabled = await service(providerToken, { enabled: false });
    const refused = await apiError(client.bookings.book.mutate(bookingInput(disabled.id)));
    expect(refused.message).toBe("This service is disabled and cannot be booked.");

    const strangers = await apiError(
      client.bookings.book.mutate(bookingInput(needsProducts.id, { variantIds: ["variant_nope"] })),
    );
    expect(strangers.data.fieldErrors?.variantIds).toEqual(["bookings:errors.productNotYours"]);

    // A file of another organisation fails the whole booking: no booking, products or chat are left.
    const other = await activeMerchant(url, supportToken, "Bookings Other");
    const foreign = await uploadFile(url, other.token, testPdf("theirs.pdf"));
    const attached = await apiError(
      client.bookings.book.mutate(bookingInput(needsProducts.id, { files: [{ id: foreign.id }] })),
    );
    expect(attached.data.fieldErrors?.files).toEqual(["uploads:errors.notYours"]);

    // Six images declared PDFs: the stored types count, in German too.
    const images = await uploadImages(url, merchant.token, 6, "sample");
    const lying = await apiError(
      trpcClient(url, { token: merchant.token, locale: "de" }).bookings.book.mutate(
        bookingInput(needsProducts.id, { files: declaredAs(images, "application/pdf") }),
      ),
    );
    expect(lying.message).toBe("Du kannst höchstens 5 Bilder hochladen");

    const unknown = await apiError(
      trpcClient(url, { token: merchant.token, locale: "de" }).bookings.book.mutate(bookingInput("svc_unknown")),
    );
    expect(unknown.message).toBe("Service konnte nicht gebucht werden");
    expect(await counts()).toEqual(before);
  });
});

describe("a booking", () => {
  it("holds products, files and terms; only the provider of its service sees it", async () => {
    const offered = await service(providerToken, { name: "Bundle photos" });
    const brief = await uploadFile(url, merchant.token, testPdf("brief.pdf"));
    const booked = await trpcClient(url, { token: merchant.token }).bookings.book.mutate(
      bookingInput(offered.id, { files: [{ id: brief.id }] }),
    );
    expect(booked).toMatchObject({
      status: "pending",
      amount: 3,
      unitPrice: 4990,
      total: 14970,
      notes: "Please hurry",
      invoiceId: null,
      transitions: ["cancelled"],
      service: { name: "Bundle photos", termsUrl: "https://studio.example/terms" },
    });
    expect(booked.products.map((p) => p.variantId)).toEqual(variantIds.slice(0, 2));
    expect(Object.keys(booked.products[0] ?? {})).toEqual(
      expect.arrayContaining(["variant", "barcode", "length", "width", "height", "weight", "images"]),
    );
    expect(booked.files.map((f) => f.name)).toEqual(["brief.pdf"]);

    const provider = trpcClient(url, { token: providerToken });
    const seen = await provider.bookings.get.query({ bookingId: booked.id });
    expect(seen.transitions).toEqual(["confirmed", "cancelled"]);
    expect(seen.organisation.name).toBe(merchant.name);
    // The provider opens the merchant's file through its signed link.
    const download = await fetch(new URL(seen.files[0]?.url as string, url), {
      headers: { authorization: `Bearer ${providerToken}` },
    });
    expect(download.status).toBe(200);
    // The booking's chat told the provider: one unread message about it.
    const chats = await provider.chats.list.query({ subjectType: "booking", subjectId: booked.id });
    expect(chats.items[0]).toMatchObject({ unread: 1, lastMessage: "New booking: Bundle photos" });

    const other = trpcClient(url, { token: otherProviderToken });
    expect((await apiError(other.bookings.get.query({ bookingId: booked.id }))).data.code).toBe("NOT_FOUND");
    expect((await other.bookings.list.query({})).items).toEqual([]);
    const stranger = await activeMerchant(url, supportToken, "Bookings Stranger");
    expect(
      (await apiError(trpcClient(url, { token: stranger.token }).bookings.get.query({ bookingId: booked.id }))).data
        .code,
    ).toBe("NOT_FOUND");
  });

  it("changes status by role, and the merchant's open booking hears of it live", async () => {
    const offered = await service(providerToken, { name: "Live photos" });
    const shop = trpcClient(url, { token: merchant.token });
    const provider = trpcClient(url, { token: providerToken });
    const booked = await shop.bookings.book.mutate(bookingInput(offered.id));

    const notYours = await apiError(shop.bookings.setStatus.mutate({ bookingId: booked.id, status: "confirmed" }));
    expect(notYours.message).toBe("This status change is not possible.");
    const tooEarly = await apiError(provider.bookings.setStatus.mutate({ bookingId: booked.id, status: "completed" }));
    expect(tooEarly.data.code).toBe("CONFLICT");

    const stream = subscribe<{ body: string }>(
      url,
      "chats.onMessage",
      { chatId: booked.chatId, lastSeq: 1 },
      { token: merchant.token },
    );
    try {
      await stream.ready;
      const confirmed = await provider.bookings.setStatus.mutate({ bookingId: booked.id, status: "confirmed" });
      expect(confirmed.status).toBe("confirmed");
      await stream.until((received) => received.some((event) => event.data.body === "The booking was confirmed."));
    } finally {
      stream.close();
    }
    // The merchant's bell tells of the change once (not again as a chat message about it).
    const bell = (await shop.notifications.list.query({ pageSize: 20 })).items.filter(
      (n) =>
        (n.subjectType === "booking" && n.subjectId === booked.id) ||
        (n.subjectType === "chat" && n.subjectId === booked.chatId),
    );
    expect(bell.map((n) => n.kind)).toEqual(["booking_changed"]);
    expect((await shop.bookings.get.query({ bookingId: booked.id })).status).toBe("confirmed");
    const lateCancel = await apiError(shop.bookings.setStatus.mutate({ bookingId: booked.id, status: "cancelled" }));
    expect(lateCancel.data.code).toBe("CONFLICT");

    await provider.bookings.setStatus.mutate({ bookingId: booked.id, status: "completed" });
    const done = await provider.bookings.list.query({ status: "completed" });
    expect(done.items.map((b) => b.id)).toContain(booked.id);
    expect((await provider.bookings.list.query({ status: "pending" })).items.map((b) => b.id)).not.toContain(booked.id);

    const second = await shop.bookings.book.mutate(bookingInput(offered.id));
    const cancelled = await shop.bookings.setStatus.mutate({ bookingId: second.id, status: "cancelled" });
    expect(cancelled).toMatchObject({ status: "cancelled", transitions: [] });
    const [row] = await sql<{ status: string }>(databaseUrl, "SELECT status FROM booking WHERE id = $1", [second.id]);
    expect(row?.status).toBe("cancelled");
  });
});
