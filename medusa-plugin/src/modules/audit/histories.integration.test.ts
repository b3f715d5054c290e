// The histories of single records from the audit log (`audit.forSubject`): a booking's and its
// invoice's, a packaging order's, each for those who may see the record and nobody else.
import { activeMerchant, apiError, DEMO_PASSWORD, platformToday, signIn, trpcClient } from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
let supportToken: string;

beforeAll(async () => {
  supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
});

describe("the histories of invoices, bookings and packaging orders", () => {
  it("show a booking's and its invoice's changes to those who may see them, and nothing to another organisation", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const asMerchant = trpcClient(url, { token: merchant.token });
    const provider = trpcClient(url, { token: await signIn(url, "provider@demo.local", DEMO_PASSWORD) });
    const [service] = (await asMerchant.bookings.availableServices.query()).filter((s) => !s.requiresProductSelection);
    const booked = await asMerchant.bookings.book.mutate({
      serviceId: service?.id as string,
      variantIds: [],
      files: [],
      notes: "For the audit log",
      amount: 1,
      bookingDate: platformToday(3),
      acceptTerms: true,
    });
    await provider.bookings.setStatus.mutate({ bookingId: booked.id, status: "confirmed" });
    await provider.bookings.setStatus.mutate({ bookingId: booked.id, status: "completed" });
    const support = trpcClient(url, { token: supportToken });
    const run = await support.invoices.run.mutate({ organisationId: merchant.organisationId });
    const invoiceId = run.created[0]?.id as string;
    await support.invoices.recordPayment.mutate({ invoiceId, kind: "full" });

    const booking = await asMerchant.audit.forSubject.query({ subjectType: "booking", subjectId: booked.id });
    expect(booking.map((entry) => entry.action)).toEqual([
      "booking.created",
      "booking.status_changed",
      "booking.status_changed",
      "booking.invoiced",
    ]);
    expect(booking[1]).toMatchObject({
      actor: { kind: "person", email: "provider@demo.local" },
      before: { status: "pending" },
      after: { status: "confirmed" },
    });
    // The provider (its owner) reads the same history of a booking of its service.
    expect(await provider.audit.forSubject.query({ subjectType: "booking", subjectId: booked.id })).toHaveLength(4);

    const invoice = await asMerchant.audit.forSubject.query({ subjectType: "invoice", subjectId: invoiceId });
    expect(invoice.map((entry) => entry.action)).toEqual(["invoice.issued", "invoice.payment_recorded"]);
    expect(invoice[1]).toMatchObject({
      actor: { kind: "person", email: "support@demo.local" },
      before: { status: "open" },
      after: { status: "paid" },
    });
    expect(await support.audit.forSubject.query({ subjectType: "invoice", subjectId: invoiceId })).toHaveLength(2);

    const other = await activeMerchant(url, supportToken);
    for (const input of [
      { subjectType: "invoice" as const, subjectId: invoiceId },
      { subjectType: "booking" as const, subjectId: booked.id },
    ]) {
      const error = await apiError(trpcClient(url, { token: other.token }).audit.forSubject.query(input));
      expect(error.data.code).toBe("NOT_FOUND");
    }
  });

  it("show a packaging order's changes to the merchant and its producer, the producer by name, and nothing to another organisation", async () => {
    const merchant = await activeMerchant(url, supportToken);
    const asMerchant = trpcClient(url, { token: merchant.token });
    const support = trpcClient(url, { token: supportToken });
    const supplier = trpcClient(url, { token: await signIn(url, "supplier@demo.local", DEMO_PASSWORD) });
    const producer = await supplier.organisation.get.query();
    const location = await support.locations.create.mutate({
      name: "Audit shelf",
      type: "customer",
      status: "active",
      countryCode: "DE",
      organisationId: merchant.organisationId,
    });
    const packaging = await support.packaging.create.mutate({
      name: "Audit box",
      type: "box",
      size: "S",
      price: 120,
      lengthMm: 300,
      widthMm: 200,
      heightMm: 100,
      weightG: 140,
      moq: 10,
      productionMinDays: 10,
      productionMaxDays: 14,
      customSize: false,
    });
    const order = await asMerchant.packaging.buy.mutate({
      packagingId: packaging.id,
      locationId: location.id,
      quantity: 10,
    });
    await support.packaging.assignProducer.mutate({ packagingOrderId: order.id, producerOrganisationId: producer.id });
    await supplier.packaging.setOrderStatus.mutate({ packagingOrderId: order.id, status: "on_the_way" });

    const input = { subjectType: "packaging_order" as const, subjectId: order.id };
    const history = await asMerchant.audit.forSubject.query(input);
    expect(history.map((entry) => entry.action)).toEqual([
      "packaging_order.created",
      "packaging_order.producer_assigned",
      "packaging_order.status_changed",
    ]);
    expect(history[0]).toMatchObject({ after: { quantity: 10, total: 1200, packaging_id: packaging.id } });
    expect(history[0]?.names).toMatchObject({ [packaging.id]: "Audit box", [location.id]: "Audit shelf" });
    expect(history[1]).toMatchObject({ after: { producer_organisation_id: producer.id } });
    expect(history[1]?.names).toMatchObject({ [producer.id]: producer.name });
    expect(history[2]).toMatchObject({ before: { status: "open" }, after: { status: "on_the_way" } });
    // The producer's owner reads the same history; another merchant learns nothing.
    expect(await supplier.audit.forSubject.query(input)).toHaveLength(3);
    const other = await activeMerchant(url, supportToken);
    const error = await apiError(trpcClient(url, { token: other.token }).audit.forSubject.query(input));
    expect(error.data.code).toBe("NOT_FOUND");
  });
});
