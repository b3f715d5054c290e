// Claims on orders: the merchant's Create Claim with files and each exact message, support's
// decisions with amount or new tracking number, and what the merchant then sees on the order.
import {
  activeMerchant,
  apiError,
  DEMO_PASSWORD,
  declaredAs,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  sql,
  testPdf,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
  uploadImages,
  waitForMail,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let supportToken: string;
let domain: string;
let orderId: string;

const claimCount = async () =>
  (
    await sql<{ n: number }>(databaseUrl, "SELECT count(*)::int AS n FROM claim WHERE organisation_id = $1", [
      merchant.organisationId,
    ])
  )[0]?.n;

/** A new order of the merchant's shop, once it is stored. */
async function newOrder(): Promise<{ id: string; shopifyId: string }> {
  const { order } = await fake.createOrder(domain, { lines: [{ sku: "MUG-WHT", quantity: 2, price: "12.90" }] });
  const stored = await eventually(async () =>
    (await trpcClient(url, { token: merchant.token }).orders.list.query({})).items.find((o) => o.number === order.name),
  );
  return { id: stored.id, shopifyId: order.id };
}

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Claims Merchant");
  domain = uniqueShopDomain("claims");
  const install = await installApp(url, fake, domain);
  await trpcClient(url, { token: merchant.token }).shops.connect.mutate({
    installToken: install.installToken as string,
  });
  orderId = (await newOrder()).id;
});

describe("Create Claim", () => {
  it("stores the claim as pending with its files, which the merchant can open from the order", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const photo = await uploadFile(url, merchant.token, await testPng("dent.png"));
    const note = await uploadFile(url, merchant.token, testPdf("carrier-note.pdf"));
    const created = await client.claims.create.mutate({
      orderId,
      type: "refund",
      description: "  The mug arrived broken.  ",
      files: [{ id: photo.id }, { id: note.id }],
    });
    expect(created).toMatchObject({ status: "pending", type: "refund", description: "The mug arrived broken." });

    const [claim] = await client.claims.listForOrder.query({ orderId });
    expect(claim?.id).toBe(created.id);
    expect(claim?.files.map((f) => f.name)).toEqual(["dent.png", "carrier-note.pdf"]);
    const download = await fetch(new URL(claim?.files[1]?.url as string, url));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
  });

  it("answers each missing piece with the spec's message and stores nothing", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const before = await claimCount();
    const noType = await apiError(client.claims.create.mutate({ orderId, description: "x", files: [] } as never));
    expect(noType.data.fieldErrors).toMatchObject({
      type: ["claims:errors.selectType"],
      files: ["claims:errors.addFile"],
    });
    const noDescription = await apiError(
      client.claims.create.mutate({ orderId, type: "lost", description: "   ", files: [] }),
    );
    expect(noDescription.data.fieldErrors?.description).toEqual(["claims:errors.addDescription"]);

    expect(await claimCount()).toBe(before);
  });

  it("counts images by what the files are, not by the type the client declares, and caps a claim at 10 files", async () => {
    const before = await claimCount();
    const images = await uploadImages(url, merchant.token, 6, "claim");
    // Six real images, one of them declared a PDF: the stored types count.
    const lying = await apiError(
      trpcClient(url, { token: merchant.token, locale: "de" }).claims.create.mutate({
        orderId,
        type: "exchange",
        description: "Wrong colour",
        files: [...images.slice(0, 5), ...declaredAs(images.slice(5), "application/pdf")],
      }),
    );
    expect(lying.message).toBe("Du kannst höchstens 5 Bilder hochladen");
    expect(lying.data.fieldErrors?.files).toEqual(["claims:errors.tooManyImages"]);
    // Eleven files, whatever they are, are more than a claim takes.
    const pdfs = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => uploadFile(url, merchant.token, testPdf(`note-${i}.pdf`))),
    );
    const eleven = await apiError(
      trpcClient(url, { token: merchant.token }).claims.create.mutate({
        orderId,
        type: "exchange",
        description: "Wrong colour",
        files: declaredAs([...images, ...pdfs], "application/pdf"),
      }),
    );
    expect(eleven.data.fieldErrors?.files).toEqual(["uploads:errors.tooManyAttached"]);
    expect(await claimCount()).toBe(before);
    const [unused] = await sql<{ n: number }>(
      databaseUrl,
      "SELECT count(*)::int AS n FROM upload WHERE id = ANY($1) AND subject_id IS NULL",
      [[...images, ...pdfs].map((f) => f.id)],
    );
    expect(unused?.n).toBe(11);
    // Five images and five PDFs is within the limits.
    const created = await trpcClient(url, { token: merchant.token }).claims.create.mutate({
      orderId,
      type: "exchange",
      description: "Wrong colour",
      files: declaredAs([...images.slice(0, 5), ...pdfs], "image/png"),
    });
    expect(created.files.filter((f) => f.isImage)).toHaveLength(5);
    expect(created.files).toHaveLength(10);
  });

  it("refuses a file that is already used elsewhere, and keeps nothing of the attempt", async () => {
    const client = trpcClient(url, { token: merchant.token });
    const photo = await uploadFile(url, merchant.token, await testPng());
    const files = [{ id: photo.id }];
    await client.claims.create.mutate({ orderId, type: "other", description: "First", files });
    const before = await claimCount();
    const again = await apiError(client.claims.create.mutate({ orderId, type: "other", description: "Again", files }));
    expect(again.data.fieldErrors?.files).toEqual(["uploads:errors.notYours"]);
    expect(await claimCount()).toBe(before);
  });

  it("is refused for another organisation's order with the spec's failure message", async () => {
    const other = await activeMerchant(url, supportToken, "Claims Other");
    const photo = await uploadFile(url, other.token, await testPng());
    const error = await apiError(
      trpcClient(url, { token: other.token }).claims.create.mutate({
        orderId,
        type: "lost",
        description: "Not mine",
        files: [{ id: photo.id }],
      }),
    );
    expect(error.message).toBe("Failed to create claim.");
  });

  it("is refused for a cancelled order", async () => {
    const order = await newOrder();
    await fake.cancelOrder(domain, order.shopifyId);
    await eventually(async () => {
      const [row] = await sql<{ status: string }>(databaseUrl, `SELECT status FROM "order" WHERE id = $1`, [order.id]);
      return row?.status === "canceled" ? row : null;
    });
    const photo = await uploadFile(url, merchant.token, await testPng());
    const error = await apiError(
      trpcClient(url, { token: merchant.token }).claims.create.mutate({
        orderId: order.id,
        type: "lost",
        description: "Cancelled anyway",
        files: [{ id: photo.id }],
      }),
    );
    expect(error.message).toBe("A cancelled order cannot be claimed.");
  });
});

describe("support decides", () => {
  async function pendingClaim() {
    const photo = await uploadFile(url, merchant.token, await testPng());
    return await trpcClient(url, { token: merchant.token }).claims.create.mutate({
      orderId,
      type: "lost",
      description: "Parcel lost",
      files: [{ id: photo.id }],
    });
  }

  it("refunded and credit carry the amount, which the merchant sees on the order", async () => {
    const support = trpcClient(url, { token: supportToken });
    const claim = await pendingClaim();
    await support.claims.decide.mutate({ claimId: claim.id, status: "refunded", amount: "12,50", note: "Sorry!" });
    const seen = (await trpcClient(url, { token: merchant.token }).claims.listForOrder.query({ orderId })).find(
      (c) => c.id === claim.id,
    );
    expect(seen).toMatchObject({ status: "refunded", amount: 1250, currencyCode: "eur", note: "Sorry!" });
    // The merchant who made the claim is told by mail, with the amount and the way back to the order.
    const mail = await waitForMail(mailDir, { to: merchant.email, subjectIncludes: "Refunded" });
    expect(mail.subject).toMatch(/^Your claim for order #\d+: Refunded$/);
    expect(mail.text).toContain("Refunded: €12.50");
    expect(mail.text).toContain("Note from support: Sorry!");
    expect(mail.text).toContain(`/a/orders/${orderId}`);

    await support.claims.decide.mutate({ claimId: claim.id, status: "credit", amount: "7" });
    const listed = await support.claims.list.query({ status: "credit", search: merchant.name });
    expect(listed.items.find((c) => c.id === claim.id)).toMatchObject({ amount: 700, note: null });
  });

  it("a new tracking number needs the number; a decline clears amounts", async () => {
    const support = trpcClient(url, { token: supportToken });
    const claim = await pendingClaim();
    const missing = await apiError(
      support.claims.decide.mutate({ claimId: claim.id, status: "new_tracking_number", trackingNumber: " " }),
    );
    expect(missing.data.fieldErrors?.trackingNumber).toEqual(["claims:errors.trackingRequired"]);
    const badAmount = await apiError(
      support.claims.decide.mutate({ claimId: claim.id, status: "refunded", amount: "0" }),
    );
    expect(badAmount.data.fieldErrors?.amount).toEqual(["claims:errors.amountInvalid"]);
    expect(
      (await trpcClient(url, { token: merchant.token }).claims.listForOrder.query({ orderId })).find(
        (c) => c.id === claim.id,
      )?.status,
    ).toBe("pending");

    await support.claims.decide.mutate({
      claimId: claim.id,
      status: "new_tracking_number",
      trackingNumber: "00340434161094042557",
      trackingUrl: "https://www.dhl.de/track?id=00340434161094042557",
    });
    let seen = (await trpcClient(url, { token: merchant.token }).claims.listForOrder.query({ orderId })).find(
      (c) => c.id === claim.id,
    );
    expect(seen).toMatchObject({ status: "new_tracking_number", newTrackingNumber: "00340434161094042557" });

    await support.claims.decide.mutate({ claimId: claim.id, status: "declined" });
    seen = (await trpcClient(url, { token: merchant.token }).claims.listForOrder.query({ orderId })).find(
      (c) => c.id === claim.id,
    );
    expect(seen).toMatchObject({ status: "declined", amount: null, newTrackingNumber: null });
  });

  it("is for support only", async () => {
    const claim = await pendingClaim();
    const error = await apiError(
      trpcClient(url, { token: merchant.token }).claims.decide.mutate({ claimId: claim.id, status: "accepted" }),
    );
    expect(error.data.code).toBe("FORBIDDEN");
  });
});
