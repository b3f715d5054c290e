// Packaging: buy packaging (MOQ, expected arrival), order-unique packaging (the 6-image refusal,
// "Order not found." with nothing stored, files with thumbnails), the 10-sales rule for print
// templates, arrival counted once, and shipments drawing packaging stock exactly once.
import { randomUUID } from "node:crypto";
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
  stockedWarehouse,
  testPdf,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
  uploadImages,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let supportToken: string;
let supplierToken: string;
let supplierOrganisationId: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;
let domain: string;
let locationId: string;
let variants: Record<string, string>;

const support = () => trpcClient(url, { token: supportToken });
const supplier = () => trpcClient(url, { token: supplierToken });
const asMerchant = (locale?: "en" | "de") => trpcClient(url, { token: merchant.token, locale });

async function newPackaging(overrides: { moq?: number; customSize?: boolean } = {}) {
  return await support().packaging.create.mutate({
    name: `Test box ${randomUUID().slice(0, 6)}`,
    type: "box",
    size: "M",
    price: 120,
    lengthMm: 300,
    widthMm: 200,
    heightMm: 100,
    weightG: 140,
    moq: overrides.moq ?? 50,
    productionMinDays: 10,
    productionMaxDays: 14,
    customSize: overrides.customSize ?? false,
  });
}

/** A new order of the merchant's shop, once stored (and routed). */
async function newOrder(lines: Record<string, number>) {
  const { order } = await fake.createOrder(domain, {
    lines: Object.entries(lines).map(([sku, quantity]) => ({ sku, quantity, price: "10.00" })),
  });
  const stored = await eventually(async () => {
    const [row] = await sql<{ order_id: string; number: string }>(
      databaseUrl,
      `SELECT e.order_id, e.external_order_name AS number FROM order_extension e JOIN shop s ON s.id = e.shop_id
        WHERE s.domain = $1 AND e.external_order_id = $2`,
      [domain, String(order.id)],
    );
    return row ?? null;
  });
  return { id: stored.order_id, number: stored.number };
}

const counts = async () =>
  (
    await sql<{ orders: number; packagings: number }>(
      databaseUrl,
      `SELECT (SELECT count(*)::int FROM packaging_order WHERE organisation_id = $1) AS orders,
              (SELECT count(*)::int FROM packaging WHERE organisation_id = $1) AS packagings`,
      [merchant.organisationId],
    )
  )[0];

async function arrive(packagingOrderId: string) {
  await support().packaging.assignProducer.mutate({ packagingOrderId, producerOrganisationId: supplierOrganisationId });
  await supplier().packaging.setOrderStatus.mutate({ packagingOrderId, status: "on_the_way" });
  await supplier().packaging.setOrderStatus.mutate({ packagingOrderId, status: "arrived" });
}

const onHand = async (packagingId: string) =>
  (await asMerchant().packaging.stocks.query({ locationId })).find((row) => row.packaging.id === packagingId)?.onHand;

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
  supplierOrganisationId = (await supplier().organisation.get.query()).id;
  merchant = await activeMerchant(url, supportToken, "Packaging Merchant");
  domain = uniqueShopDomain("packaging");
  const install = await installApp(url, fake, domain);
  await asMerchant().shops.connect.mutate({ installToken: install.installToken as string });
  const rows = await sql<{ id: string; sku: string }>(
    databaseUrl,
    `SELECT id, sku FROM product_variant WHERE sku IN ('MUG-WHT', 'TOTE-NAT', 'BCB-L') AND deleted_at IS NULL`,
  );
  variants = Object.fromEntries(rows.map((r) => [r.sku, r.id]));
  // The merchant's own shelf, with mugs in stock and the only priority, so its orders route there.
  ({ locationId } = await stockedWarehouse(url, supportToken, merchant, {
    name: `Packaging shelf ${randomUUID().slice(0, 6)}`,
    variantId: variants["MUG-WHT"] as string,
    onHand: 100,
  }));
});

describe("buy packaging", () => {
  it("refuses a quantity below the MOQ and stores nothing; at the MOQ the order arrives after its production days", async () => {
    const packaging = await newPackaging({ moq: 50 });
    const before = await counts();
    const below = await apiError(
      asMerchant().packaging.buy.mutate({ packagingId: packaging.id, locationId, quantity: 49 }),
    );
    expect(below.data.fieldErrors?.quantity).toEqual(["packaging:errors.belowMoq"]);
    expect(below.message).toBe("The quantity is below the minimum order quantity (MOQ) of this packaging.");
    expect(await counts()).toEqual(before);

    const order = await asMerchant().packaging.buy.mutate({ packagingId: packaging.id, locationId, quantity: 50 });
    expect(order).toMatchObject({ status: "open", paymentStatus: "not_invoiced", quantity: 50, total: 6000 });
    const day = (offset: number) => {
      const [row] = [new Date(Date.now() + offset * 86_400_000)];
      return row.toISOString().slice(0, 10);
    };
    expect([day(10), day(9), day(11)]).toContain(order.expectedArrivalFrom);
    expect([day(14), day(13), day(15)]).toContain(order.expectedArrivalTo);
    const stock = (await asMerchant().packaging.stocks.query({ locationId })).find(
      (r) => r.packaging.id === packaging.id,
    );
    expect(stock).toMatchObject({ onHand: 0, arriving: 50 });
  });
});

describe("order-unique packaging", () => {
  it("refuses a sixth image and an unknown order number (in English and German), storing nothing", async () => {
    const size = await newPackaging();
    const before = await counts();
    const images = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (i) => {
        const file = await uploadFile(url, merchant.token, await testPng(`print-${i}.png`, 32));
        return { id: file.id };
      }),
    );
    const order = await newOrder({ "MUG-WHT": 1 });
    const six = await apiError(
      asMerchant().packaging.createOrderUnique.mutate({
        orderNumber: order.number,
        variantId: variants["MUG-WHT"] as string,
        packagingId: size.id,
        quantity: 1,
        files: images,
      }),
    );
    expect(six.data.fieldErrors?.files).toEqual(["uploads:errors.tooManyImages"]);
    // The same six images, one (or all) declared a PDF: the server counts what it stored.
    for (const files of [
      [...images.slice(0, 5), ...declaredAs(images.slice(5), "application/pdf")],
      declaredAs(images, "application/pdf"),
    ]) {
      const lying = await apiError(
        asMerchant("de").packaging.createOrderUnique.mutate({
          orderNumber: order.number,
          variantId: variants["MUG-WHT"] as string,
          packagingId: size.id,
          quantity: 1,
          files,
        }),
      );
      expect(lying.message).toBe("Du kannst höchstens 5 Bilder hochladen");
    }

    const input = {
      orderNumber: "#999999",
      variantId: variants["MUG-WHT"] as string,
      packagingId: size.id,
      quantity: 1,
      files: images.slice(0, 5),
    };
    const english = await apiError(asMerchant().packaging.createOrderUnique.mutate(input));
    expect(english.message).toBe("Error creating packaging order. Order not found.");
    const german = await apiError(asMerchant("de").packaging.createOrderUnique.mutate(input));
    expect(german.message).toBe("Fehler beim Erstellen der Verpackungsbestellung. Bestellung nicht gefunden.");
    expect(await counts()).toEqual(before);
    // The files were not taken either: they can still be used.
    const [unused] = await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM upload WHERE id = ANY($1) AND subject_id IS NULL`,
      [images.map((i) => i.id)],
    );
    expect(unused?.n).toBe(6);
  });

  it("refuses a custom size before the product's 10th sale and stores nothing; the packaging it creates has its audit entry", async () => {
    const custom = await newPackaging({ customSize: true });
    const standard = await newPackaging();
    const order = await newOrder({ "TOTE-NAT": 1 });
    const orderUnique = async (packagingId: string, locale?: "en" | "de") => {
      const file = await uploadFile(url, merchant.token, await testPng(`tote-${randomUUID().slice(0, 6)}.png`, 32));
      return asMerchant(locale).packaging.createOrderUnique.mutate({
        orderNumber: order.number.replace("#", ""),
        variantId: variants["TOTE-NAT"] as string,
        packagingId,
        quantity: 1,
        files: [{ id: file.id }],
      });
    };
    const createdOf = async (packagingOrderId: string) =>
      (
        await sql<{ id: string; custom_size: boolean; actions: string[] }>(
          databaseUrl,
          `SELECT p.id, p.custom_size, array(SELECT a.action FROM audit_entry a WHERE a.subject_id = p.id) AS actions
             FROM packaging_order o JOIN packaging p ON p.id = o.packaging_id WHERE o.id = $1`,
          [packagingOrderId],
        )
      )[0];
    const before = await counts();
    const refused = await apiError(orderUnique(custom.id));
    expect(refused.message).toBe("Custom-size packaging can only be ordered for a product after its 10th sale.");
    expect((await apiError(orderUnique(custom.id, "de"))).message).toBe(
      "Verpackung in Sondergröße kannst du für ein Produkt erst nach seinem 10. Verkauf bestellen.",
    );
    expect(await counts()).toEqual(before);

    // A catalogue (standard) size printed for the order stays a standard size: no sales needed.
    const printed = await createdOf((await orderUnique(standard.id)).id);
    expect(printed).toMatchObject({ custom_size: false, actions: ["packaging.created"] });

    await newOrder({ "TOTE-NAT": 9 });
    const customPrinted = await createdOf((await orderUnique(custom.id)).id);
    expect(customPrinted).toMatchObject({ custom_size: true, actions: ["packaging.created"] });
  });

  it("creates the packaging for the order by its number, with the customer's files and thumbnails", async () => {
    const size = await newPackaging();
    const order = await newOrder({ "MUG-WHT": 2 });
    const files = await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => {
        const file = await uploadFile(url, merchant.token, await testPng(`logo-${i}.png`, 64));
        return { id: file.id };
      }),
    );
    const pdf = await uploadFile(url, merchant.token, testPdf("dieline.pdf"));
    const created = await asMerchant().packaging.createOrderUnique.mutate({
      orderNumber: order.number.replace("#", ""),
      variantId: variants["MUG-WHT"] as string,
      packagingId: size.id,
      quantity: 2,
      files: [...files, { id: pdf.id }],
    });
    expect(created).toMatchObject({
      kind: "order_unique",
      customerOrder: { id: order.id, number: order.number },
      location: { id: locationId },
    });
    expect(created.customerFiles).toHaveLength(6);
    const images = created.customerFiles.filter((f) => f.isImage);
    expect(images).toHaveLength(5);
    for (const image of images) {
      const thumb = await fetch(new URL(image.thumbnailUrl as string, url));
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get("content-type")).toBe("image/webp");
    }
    expect(created.customerFiles.find((f) => f.name === "dieline.pdf")?.thumbnailUrl).toBeNull();
    // The producer reads the customer's files once assigned; another merchant never sees the order.
    await support().packaging.assignProducer.mutate({
      packagingOrderId: created.id,
      producerOrganisationId: supplierOrganisationId,
    });
    const seen = await supplier().packaging.order.query({ packagingOrderId: created.id });
    expect(seen.customerFiles).toHaveLength(6);
    const file = await fetch(new URL(seen.customerFiles[0]?.url as string, url));
    expect(file.status).toBe(200);

    // Packaging-order chats: the producer is the receiver.
    const receivers = await asMerchant().chats.receivers.query({
      subjectType: "packaging_order",
      subjectId: created.id,
    });
    expect(receivers.map((r) => r.id)).toContain(supplierOrganisationId);
    const chat = await asMerchant().chats.create.mutate({
      subjectType: "packaging_order",
      subjectId: created.id,
      receiverOrganisationId: supplierOrganisationId,
      body: "Can you print the logo in gold?",
      files: [],
    });
    const inbox = await supplier().chats.list.query({ subjectType: "packaging_order" });
    expect(inbox.items.find((c) => c.id === chat.chatId)).toMatchObject({
      subjectId: created.id,
      title: "Ceramic Coffee Mug",
    });
  });
});

describe("producing", () => {
  it("the producer uploads print files and overrides dimensions; the merchant may not", async () => {
    const packaging = await newPackaging({ moq: 10 });
    const order = await asMerchant().packaging.buy.mutate({ packagingId: packaging.id, locationId, quantity: 10 });
    const refused = await apiError(
      supplier().packaging.overrideDimensions.mutate({
        packagingOrderId: order.id,
        lengthMm: 1,
        widthMm: 1,
        heightMm: 1,
      }),
    );
    expect(refused.data.code).toBe("NOT_FOUND");
    await support().packaging.assignProducer.mutate({
      packagingOrderId: order.id,
      producerOrganisationId: supplierOrganisationId,
    });
    const print = await uploadFile(url, supplierToken, await testPng("print-file.png"));
    const withFiles = await supplier().packaging.addProducerFiles.mutate({
      packagingOrderId: order.id,
      files: [{ id: print.id }],
    });
    expect(withFiles.producerFiles.map((f) => f.name)).toEqual(["print-file.png"]);
    expect(withFiles.producerFiles[0]?.thumbnailUrl).toBeTruthy();
    const merchantView = await asMerchant().packaging.order.query({ packagingOrderId: order.id });
    expect((await fetch(new URL(merchantView.producerFiles[0]?.url as string, url))).status).toBe(200);

    const bad = await apiError(
      supplier().packaging.overrideDimensions.mutate({
        packagingOrderId: order.id,
        lengthMm: 0,
        widthMm: 200,
        heightMm: 100,
      }),
    );
    expect(bad.data.fieldErrors?.lengthMm).toEqual(["packaging:errors.dimensionInvalid"]);
    const overridden = await supplier().packaging.overrideDimensions.mutate({
      packagingOrderId: order.id,
      lengthMm: 310,
      widthMm: 205,
      heightMm: 95,
    });
    expect(overridden.dimensions).toEqual({ lengthMm: 310, widthMm: 205, heightMm: 95, overridden: true });
    const merchantTry = await apiError(
      asMerchant().packaging.overrideDimensions.mutate({
        packagingOrderId: order.id,
        lengthMm: 1,
        widthMm: 1,
        heightMm: 1,
      }),
    );
    expect(merchantTry.data.code).toBe("FORBIDDEN");
  });

  it("the producer's print files are counted by what they are: six images declared PDFs are refused", async () => {
    const packaging = await newPackaging({ moq: 10 });
    const order = await asMerchant().packaging.buy.mutate({ packagingId: packaging.id, locationId, quantity: 10 });
    await support().packaging.assignProducer.mutate({
      packagingOrderId: order.id,
      producerOrganisationId: supplierOrganisationId,
    });
    const prints = await uploadImages(url, supplierToken, 6, "print");
    const refused = await apiError(
      supplier().packaging.addProducerFiles.mutate({
        packagingOrderId: order.id,
        files: declaredAs(prints, "application/pdf"),
      }),
    );
    expect(refused.message).toBe("You can only upload a maximum of 5 images");
    const view = await supplier().packaging.order.query({ packagingOrderId: order.id });
    expect(view.producerFiles).toEqual([]);
    const accepted = await supplier().packaging.addProducerFiles.mutate({
      packagingOrderId: order.id,
      files: declaredAs(prints.slice(0, 5), "application/pdf"),
    });
    expect(accepted.producerFiles.filter((f) => f.isImage)).toHaveLength(5);
    // The list holds five images already: a sixth in a later request is refused too.
    const later = await apiError(
      supplier().packaging.addProducerFiles.mutate({
        packagingOrderId: order.id,
        files: declaredAs(prints.slice(5), "application/pdf"),
      }),
    );
    expect(later.message).toBe("You can only upload a maximum of 5 images");
    expect((await supplier().packaging.order.query({ packagingOrderId: order.id })).producerFiles).toHaveLength(5);
  });

  it("arrival adds the quantity to the location's stock once, however often it is requested", async () => {
    const packaging = await newPackaging({ moq: 20 });
    const order = await asMerchant().packaging.buy.mutate({ packagingId: packaging.id, locationId, quantity: 25 });
    await support().packaging.assignProducer.mutate({
      packagingOrderId: order.id,
      producerOrganisationId: supplierOrganisationId,
    });
    await supplier().packaging.setOrderStatus.mutate({ packagingOrderId: order.id, status: "in_progress" });
    await supplier().packaging.setOrderStatus.mutate({ packagingOrderId: order.id, status: "on_the_way" });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        supplier().packaging.setOrderStatus.mutate({ packagingOrderId: order.id, status: "arrived" }),
      ),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    await support().packaging.setOrderStatus.mutate({ packagingOrderId: order.id, status: "arrived" });
    expect(await onHand(packaging.id)).toBe(25);
    const back = await apiError(
      supplier().packaging.setOrderStatus.mutate({ packagingOrderId: order.id, status: "on_the_way" }),
    );
    expect(back.data.i18nKey).toBe("packaging:errors.statusOrder");
    const [changes] = await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM packaging_stock_change WHERE packaging_order_id = $1`,
      [order.id],
    );
    expect(changes?.n).toBe(1);
  });
});

describe("print templates (spec §5, §9)", () => {
  it("are refused at 9 sales of the product, showing the sales, and downloadable at 10", async () => {
    const variantId = variants["BCB-L"] as string;
    await newOrder({ "BCB-L": 9 });
    const nine = await asMerchant().packaging.printTemplateStatus.query({ variantId });
    expect(nine).toMatchObject({ sales: 9, required: 10, allowed: false });
    const refused = await apiError(asMerchant().packaging.printTemplate.mutate({ variantId }));
    expect(refused.data.code).toBe("FORBIDDEN");
    expect(refused.message).toBe("Custom-size print templates can only be downloaded after 10 sales of the product.");
    await newOrder({ "BCB-L": 1 });
    const ten = await asMerchant().packaging.printTemplateStatus.query({ variantId });
    expect(ten).toMatchObject({ sales: 10, allowed: true });
    const template = await asMerchant().packaging.printTemplate.mutate({ variantId });
    expect(template.svg.startsWith("<?xml")).toBe(true);
    expect(template.svg).toContain("<svg");
    expect(template.fileName).toMatch(/^print-template-.+\.svg$/);
  });
});

describe("orders use packaging", () => {
  it("routing warns when the location lacks the packaging; each shipment draws its packaging once", async () => {
    const packaging = await newPackaging({ moq: 5 });
    await asMerchant().packaging.setVariantDefault.mutate({
      variantId: variants["MUG-WHT"] as string,
      packagingId: packaging.id,
    });
    const order = await newOrder({ "MUG-WHT": 3 });
    const before = await asMerchant().packaging.forOrder.query({ orderId: order.id });
    expect(before.planned).toEqual([expect.objectContaining({ packagingId: packaging.id, quantity: 3 })]);
    expect(before.lacking).toEqual([expect.objectContaining({ packagingId: packaging.id, needed: 3, onHand: 0 })]);

    const bought = await asMerchant().packaging.buy.mutate({ packagingId: packaging.id, locationId, quantity: 5 });
    await arrive(bought.id);
    expect(await onHand(packaging.id)).toBe(5);
    expect((await asMerchant().packaging.forOrder.query({ orderId: order.id })).lacking).toEqual([]);

    const detail = await asMerchant().orders.get.query({ orderId: order.id });
    const line = detail.items[0] as { id: string };
    // Two shipments at once, one mug each, then the last one.
    await Promise.all([
      asMerchant().orders.ship.mutate({
        orderId: order.id,
        items: [{ lineItemId: line.id, quantity: 1 }],
        trackingNumbers: ["P-1"],
      }),
      asMerchant().orders.ship.mutate({
        orderId: order.id,
        items: [{ lineItemId: line.id, quantity: 1 }],
        trackingNumbers: ["P-2"],
      }),
    ]);
    await asMerchant().orders.ship.mutate({ orderId: order.id, trackingNumbers: ["P-3"] });
    expect(await onHand(packaging.id)).toBe(2);
    const after = await asMerchant().packaging.forOrder.query({ orderId: order.id });
    expect(after.changes.map((c) => c.quantityChange)).toEqual([-1, -1, -1]);
    expect(after.changes.map((c) => c.onHandAfter).sort()).toEqual([2, 3, 4]);
    expect(new Set(after.changes.map((c) => c.shipmentId)).size).toBe(3);
  });
});
