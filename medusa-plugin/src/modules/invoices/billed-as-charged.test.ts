// Cents exact from the shop to the invoice: whatever the prices, quantities, tax rates, discounts
// and rounding, an order's invoice lines bill exactly what the shop charged for each line, and
// together the shop's order total (docs/intake.md, Amounts; invariant `order_billed_as_charged`).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chargedLine, fromWebhookPayload, toMinor } from "../../lib/shopify/orders";
import { netUnitPrice } from "../orders";
import { billedAmounts } from "./order-source";

/** Cents as Shopify writes them in a REST payload: "1234.50". */
const money = (cents: number) => (cents / 100).toFixed(2);
const RATES = [0, 5, 7, 7.7, 10, 13.5, 19, 20, 21, 25.5];

/** One line as the shop computes it: its tax rounded on the whole (discounted) line. */
const shopLine = fc
  .record({
    unit: fc.integer({ min: 1, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 1_000 }),
    rate: fc.constantFrom(...RATES),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ unit, quantity, rate, discountShare }) => ({
    unit,
    quantity,
    rate,
    discount: Math.floor(unit * quantity * discountShare * 0.5),
  }));

type ShopLine = { unit: number; quantity: number; rate: number; discount: number };

/** A REST order payload as the shop sends it, with what it charged per line and in total. */
function shopOrder(lines: ShopLine[], shipping: number, shippingRate: number, taxesIncluded: boolean) {
  const taxOfLine = (amount: number, rate: number) =>
    Math.round(taxesIncluded ? (amount * rate) / (100 + rate) : (amount * rate) / 100);
  const charged = lines.map((l) => {
    const amount = l.unit * l.quantity - l.discount;
    const tax = taxOfLine(amount, l.rate);
    return { amount, tax, total: taxesIncluded ? amount : amount + tax };
  });
  const shippingTax = taxOfLine(shipping, shippingRate);
  const total = charged.reduce((sum, c) => sum + c.total, 0) + (taxesIncluded ? shipping : shipping + shippingTax);
  const payload = {
    id: 1,
    name: "#1001",
    currency: "EUR",
    taxes_included: taxesIncluded,
    total_price: money(total),
    line_items: lines.map((l, index) => ({
      id: index + 1,
      title: "Item",
      quantity: l.quantity,
      price: money(l.unit),
      discount_allocations: l.discount ? [{ amount: money(l.discount) }] : [],
      tax_lines: l.rate ? [{ title: "VAT", rate: String(l.rate / 100), price: money(charged[index]?.tax ?? 0) }] : [],
    })),
    shipping_lines: shipping
      ? [
          {
            title: "Standard",
            price: money(shipping),
            tax_lines: [{ title: "VAT", rate: String(shippingRate / 100), price: money(shippingTax) }],
          },
        ]
      : [],
  };
  return { payload, charged: charged.map((c) => c.total), total };
}

describe("an order's invoice lines bill what the shop charged", () => {
  it("per line and in total, to the cent, for any price, quantity, rate, discount and tax mode", () => {
    fc.assert(
      fc.property(
        fc.array(shopLine, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom(...RATES),
        fc.boolean(),
        (lines, shipping, shippingRate, taxesIncluded) => {
          const shop = shopOrder(lines, shipping, shippingRate, taxesIncluded);
          const incoming = fromWebhookPayload(shop.payload);
          let billedTotal = 0;
          incoming.lineItems.forEach((line, index) => {
            // What intake stores (Medusa's rounded unit price, the kept charge) and the invoice bills.
            const unitPrice = netUnitPrice(line, incoming.taxesIncluded);
            const rate = line.taxLines.reduce((sum, t) => sum + t.ratePercent, 0);
            const billed = billedAmounts(unitPrice, line.quantity, rate, chargedLine(line, incoming.taxesIncluded));
            expect(billed.net + billed.tax).toBe(shop.charged[index]);
            billedTotal += billed.net + billed.tax;
          });
          for (const line of incoming.shippingLines) {
            const asLine = { ...line, unitPrice: line.price, quantity: 1 };
            const rate = line.taxLines.reduce((sum, t) => sum + t.ratePercent, 0);
            const billed = billedAmounts(
              netUnitPrice(asLine, incoming.taxesIncluded),
              1,
              rate,
              chargedLine(asLine, incoming.taxesIncluded),
            );
            billedTotal += billed.net + billed.tax;
          }
          expect(billedTotal).toBe(incoming.totals.total);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("bills the kept charge only for the quantity it was charged for (an edited quantity is priced anew)", () => {
    const charged = { quantity: 3, net: 1000, tax: 190 };
    expect(billedAmounts(333, 3, 19, charged)).toEqual({ net: 1000, tax: 190 });
    expect(billedAmounts(333, 2, 19, charged)).toEqual({ net: 666, tax: 127 });
    expect(billedAmounts(333, 3, 19, null)).toEqual({ net: 999, tax: 190 });
  });
});

describe("toMinor", () => {
  it("reads decimal amounts exactly, whatever floating point makes of them", () => {
    expect(toMinor("1.005", "EUR")).toBe(101);
    expect(toMinor("19.99", "EUR")).toBe(1999);
    expect(toMinor("-0.015", "EUR")).toBe(-2);
    expect(toMinor("1000", "JPY")).toBe(1000);
    expect(toMinor(19.99, "EUR")).toBe(1999);
    expect(toMinor("nonsense", "EUR")).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => toMinor(money(cents), "EUR") === cents),
    );
  });
});
