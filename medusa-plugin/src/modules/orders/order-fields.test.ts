// Medusa's line and shipping totals of a shop order equal what the shop charged, to the cent,
// whatever the net unit price's rounding (issue 31): computed as Medusa's TaxCalculationStrategy does.
import { describe, expect, it } from "vitest";
import { itemRoundingRate, netUnitPrice, shippingRoundingRate } from "./order-fields";

/** Medusa's tax of a line item: each tax line's amount rounded on its own. */
const medusaItemTax = (net: number, rates: number[]) => rates.reduce((sum, r) => sum + Math.round((net * r) / 100), 0);
/** …of a shipping method: the tax lines' sum rounded once. */
const medusaShippingTax = (net: number, rates: number[]) =>
  Math.round(rates.reduce((sum, r) => sum + (net * r) / 100, 0));

describe("the rounding tax line", () => {
  it("makes Medusa's total of every gross line the shop's (prices with tax included, 1–9 units, 7 and 19 %)", () => {
    let rounded = 0;
    for (const rate of [7, 19]) {
      for (let price = 1; price < 6000; price += 37) {
        for (let quantity = 1; quantity < 10; quantity++) {
          const gross = price * quantity;
          const tax = Math.round((gross * rate) / (100 + rate));
          const line = { unitPrice: price, quantity, discount: 0, taxLines: [{ amount: tax }] };
          const net = netUnitPrice(line, true) * quantity;
          const rounding = itemRoundingRate(net, [rate], gross);
          if (rounding !== null) rounded++;
          const rates = rounding === null ? [rate] : [rate, rounding];
          expect(net + medusaItemTax(net, rates), `${quantity} × ${price} at ${rate} %`).toBe(gross);
        }
      }
    }
    // The case exists: without the line Medusa would miss the shop's total.
    expect(rounded).toBeGreaterThan(100);
  });

  it("is left out when Medusa's own tax already gives the shop's total", () => {
    expect(itemRoundingRate(1299 * 3, [19], 3897 + Math.round(3897 * 0.19))).toBeNull();
    expect(itemRoundingRate(0, [19], 0)).toBeNull();
  });

  it("does the same for shipping, whose tax Medusa rounds once", () => {
    for (let gross = 1; gross < 3000; gross += 7) {
      const tax = Math.round((gross * 19) / 119);
      const net = gross - tax;
      const rounding = shippingRoundingRate(net, [19], gross);
      const rates = rounding === null ? [19] : [19, rounding];
      expect(net + medusaShippingTax(net, rates), `shipping ${gross}`).toBe(gross);
    }
  });
});
