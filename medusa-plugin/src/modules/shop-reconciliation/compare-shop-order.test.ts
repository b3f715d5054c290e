import { describe, expect, it } from "vitest";
import { type CurrentShopOrder, compareShopOrder, type StoredShopOrder } from "./compare-shop-order";

const stored = (patch: Partial<StoredShopOrder> = {}): StoredShopOrder => ({
  cancelled: false,
  shipped: false,
  fulfilmentStatus: "not_fulfilled",
  lines: [
    { lineId: "11", quantity: 2 },
    { lineId: "12", quantity: 1 },
  ],
  pushedTracking: [],
  pushedShipments: 0,
  ...patch,
});
const shop = (patch: Partial<NonNullable<CurrentShopOrder>> = {}): CurrentShopOrder => ({
  cancelled: false,
  fulfilmentStatus: null,
  lines: [
    { lineId: "11", quantity: 2 },
    { lineId: "12", quantity: 1 },
  ],
  tracking: [],
  ...patch,
});

describe("comparing a stored shop order with Shopify's", () => {
  it("finds nothing when both agree, before and after shipment", () => {
    expect(compareShopOrder(stored(), shop())).toEqual([]);
    expect(
      compareShopOrder(
        stored({ shipped: true, fulfilmentStatus: "shipped", pushedShipments: 1, pushedTracking: ["T1"] }),
        shop({ fulfilmentStatus: "fulfilled", tracking: ["T1", "T0"] }),
      ),
    ).toEqual([]);
  });

  it("an order Shopify no longer has", () => {
    expect(compareShopOrder(stored(), null)).toEqual([{ kind: "missing_in_shop", detail: {} }]);
  });

  it("cancelled in Shopify only; nothing else is compared on a cancelled order", () => {
    expect(compareShopOrder(stored(), shop({ cancelled: true, lines: [] }))).toEqual([
      { kind: "cancelled_in_shop", detail: {} },
    ]);
    expect(compareShopOrder(stored({ cancelled: true }), shop({ cancelled: true, lines: [] }))).toEqual([]);
  });

  it("lines edited or refunded in Shopify before shipment, each with both quantities", () => {
    expect(
      compareShopOrder(
        stored(),
        shop({
          lines: [
            { lineId: "11", quantity: 1 },
            { lineId: "13", quantity: 4 },
          ],
        }),
      ),
    ).toEqual([
      {
        kind: "items_differ",
        detail: {
          lines: [
            { lineId: "11", platform: 2, shop: 1 },
            { lineId: "12", platform: 1, shop: 0 },
            { lineId: "13", platform: 0, shop: 4 },
          ],
        },
      },
    ]);
  });

  it("fulfilled in Shopify while the platform still has it open", () => {
    expect(compareShopOrder(stored(), shop({ fulfilmentStatus: "fulfilled" }))).toEqual([
      { kind: "fulfilled_in_shop", detail: { shop: "fulfilled" } },
    ]);
    // Already known as done in the shop: no drift.
    expect(
      compareShopOrder(stored({ fulfilmentStatus: "fulfilled" }), shop({ fulfilmentStatus: "fulfilled" })),
    ).toEqual([]);
  });

  it("shipped and pushed, but Shopify shows it unfulfilled (a fulfilment cancelled there)", () => {
    const shipped = stored({ shipped: true, fulfilmentStatus: "shipped", pushedShipments: 1, pushedTracking: ["T1"] });
    expect(compareShopOrder(shipped, shop({ fulfilmentStatus: "unfulfilled" }))).toEqual([
      { kind: "not_fulfilled_in_shop", detail: { shop: "unfulfilled" } },
    ]);
    // A push still waiting (nothing reported done yet) is not a drift: the order page shows it.
    expect(compareShopOrder({ ...shipped, pushedShipments: 0 }, shop())).toEqual([]);
  });

  it("a tracking number the platform sent that Shopify does not show", () => {
    const shipped = stored({
      shipped: true,
      fulfilmentStatus: "partially_shipped",
      pushedShipments: 2,
      pushedTracking: ["T2", "T1"],
    });
    expect(compareShopOrder(shipped, shop({ fulfilmentStatus: "partial", tracking: ["T1"] }))).toEqual([
      { kind: "tracking_missing_in_shop", detail: { missing: ["T2"] } },
    ]);
  });
});
