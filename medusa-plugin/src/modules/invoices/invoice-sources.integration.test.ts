// The invoice run bills more than shipped orders (spec §8): a stock order its supplier shipped, a
// packaging order on its way and a booking its provider completed land on one invoice, once; the
// records show they are invoiced, a cancelled invoice gives them back to the next run, and a paid
// invoice marks its packaging order paid.
import { randomUUID } from "node:crypto";
import { activeMerchant, DEMO_PASSWORD, platformToday, signIn, sql, trpcClient } from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");

let supportToken: string;
let supplierToken: string;
let providerToken: string;
let merchant: Awaited<ReturnType<typeof activeMerchant>>;

const support = () => trpcClient(url, { token: supportToken });
const supplier = () => trpcClient(url, { token: supplierToken });
const provider = () => trpcClient(url, { token: providerToken });
const asMerchant = () => trpcClient(url, { token: merchant.token });

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
  providerToken = await signIn(url, "provider@demo.local", DEMO_PASSWORD);
  merchant = await activeMerchant(url, supportToken, "Everything Invoiced");
});

async function shippedStockOrder(locationId: string): Promise<string> {
  const supplierId = (await supplier().organisation.get.query()).id;
  const { id } = await asMerchant().stockOrders.create.mutate({
    supplierId,
    locationId,
    importMethod: "train",
    itemsCsv: "sku;quantity;price\nMUG-WHT;10;2,50\n",
  });
  await supplier().stockOrders.confirm.mutate({ stockOrderId: id });
  await supplier().stockOrders.ship.mutate({ stockOrderId: id });
  return id;
}

async function packagingOnItsWay(locationId: string): Promise<string> {
  const packaging = await support().packaging.create.mutate({
    name: `Invoice box ${randomUUID().slice(0, 6)}`,
    type: "box",
    size: "M",
    price: 120,
    lengthMm: 300,
    widthMm: 200,
    heightMm: 100,
    weightG: 140,
    moq: 50,
    productionMinDays: 10,
    productionMaxDays: 14,
    customSize: false,
  });
  const order = await asMerchant().packaging.buy.mutate({ packagingId: packaging.id, locationId, quantity: 50 });
  await support().packaging.assignProducer.mutate({
    packagingOrderId: order.id,
    producerOrganisationId: (await supplier().organisation.get.query()).id,
  });
  await supplier().packaging.setOrderStatus.mutate({ packagingOrderId: order.id, status: "on_the_way" });
  return order.id;
}

async function completedBooking(): Promise<string> {
  const [service] = (await asMerchant().bookings.availableServices.query()).filter((s) => !s.requiresProductSelection);
  if (!service) throw new Error("the demo provider offers no service without products");
  const variantIds = (await asMerchant().bookings.variants.query({})).map((choice) => choice.variantId);
  const booked = await asMerchant().bookings.book.mutate({
    serviceId: service.id,
    variantIds: variantIds.slice(0, 1),
    files: [],
    notes: "For the invoice",
    amount: 2,
    bookingDate: platformToday(3),
    acceptTerms: true,
  });
  await provider().bookings.setStatus.mutate({ bookingId: booked.id, status: "confirmed" });
  await provider().bookings.setStatus.mutate({ bookingId: booked.id, status: "completed" });
  return booked.id;
}

describe("the invoice run over stock orders, packaging orders and bookings", () => {
  it("bills each once, shows them invoiced, gives them back when cancelled, and marks packaging paid", async () => {
    const location = await support().locations.create.mutate({
      name: `Invoice hall ${randomUUID().slice(0, 6)}`,
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId: merchant.organisationId,
    });
    const stockOrderId = await shippedStockOrder(location.id);
    const packagingOrderId = await packagingOnItsWay(location.id);
    const bookingId = await completedBooking();
    // Not yet billable: an open stock order.
    const supplierId = (await supplier().organisation.get.query()).id;
    const open = await asMerchant().stockOrders.create.mutate({
      supplierId,
      locationId: location.id,
      importMethod: "plane",
      itemsCsv: "sku;quantity;price\nMUG-WHT;1;1,00\n",
    });

    const run = await support().invoices.run.mutate({ organisationId: merchant.organisationId });
    expect(run.problems).toEqual([]);
    expect(run.created).toHaveLength(1);
    const invoice = await asMerchant().invoices.get.query({ invoiceId: run.created[0]?.id as string });
    const bySource = (type: string) => invoice.lines.filter((line) => line.sourceType === type);
    expect(bySource("stock_order")).toEqual([
      expect.objectContaining({
        sourceId: stockOrderId,
        kind: "goods",
        quantity: 10,
        unitAmount: 250,
        netAmount: 2500,
      }),
    ]);
    expect(bySource("packaging_order")).toEqual([
      expect.objectContaining({ sourceId: packagingOrderId, kind: "goods", quantity: 50, netAmount: 6000 }),
    ]);
    expect(bySource("booking")).toEqual([
      expect.objectContaining({ sourceId: bookingId, kind: "service", quantity: 2 }),
    ]);
    expect(invoice.lines.some((line) => line.sourceId === open.id)).toBe(false);
    const net = invoice.lines.reduce((sum, line) => sum + line.netAmount, 0);
    expect(invoice.total).toBe(net + invoice.lines.reduce((sum, line) => sum + line.taxAmount, 0));

    // Each record says so; a second run has nothing left of them.
    expect((await asMerchant().stockOrders.get.query({ stockOrderId })).invoiced).toBe(true);
    expect(await asMerchant().packaging.order.query({ packagingOrderId })).toMatchObject({
      paymentStatus: "invoiced",
      invoiceId: invoice.id,
    });
    expect((await asMerchant().bookings.get.query({ bookingId })).invoiceId).toBe(invoice.id);
    expect((await support().invoices.run.mutate({ organisationId: merchant.organisationId })).created).toEqual([]);

    // Cancelled: the next run bills them again, on a new number; paid, the packaging order is paid.
    await support().invoices.cancel.mutate({ invoiceId: invoice.id });
    expect((await asMerchant().stockOrders.get.query({ stockOrderId })).invoiced).toBe(false);
    const again = await support().invoices.run.mutate({ organisationId: merchant.organisationId });
    expect(again.created).toHaveLength(1);
    const second = await asMerchant().invoices.get.query({ invoiceId: again.created[0]?.id as string });
    expect(second.number).not.toBe(invoice.number);
    expect(new Set(second.lines.map((line) => line.sourceId))).toEqual(
      new Set([stockOrderId, packagingOrderId, bookingId]),
    );
    await support().invoices.recordPayment.mutate({ invoiceId: second.id, kind: "full" });
    expect(await asMerchant().packaging.order.query({ packagingOrderId })).toMatchObject({ paymentStatus: "paid" });

    // Each change of a record's billing is in its history, naming the invoice.
    const history = async (subjectId: string) =>
      (
        await sql<{ action: string; after: { invoice?: string | null } | null }>(
          databaseUrl,
          "SELECT action, after FROM audit_entry WHERE subject_id = $1 AND action NOT LIKE '%.created' ORDER BY created_at, id",
          [subjectId],
        )
      ).filter((entry) => /invoice|paid/.test(entry.action));
    expect(await history(stockOrderId)).toEqual([
      { action: "stock_order.invoiced", after: { invoice: invoice.number } },
      { action: "stock_order.invoice_released", after: { invoice: null } },
      { action: "stock_order.invoiced", after: { invoice: second.number } },
    ]);
    expect((await history(packagingOrderId)).map((entry) => entry.action)).toEqual([
      "packaging_order.invoiced",
      "packaging_order.invoice_released",
      "packaging_order.invoiced",
      "packaging_order.paid",
    ]);
  });
});
