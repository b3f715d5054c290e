import { describe, expect, it } from "vitest";
import { canShipAll, NO_COUNTRY, type RoutableLocation, rankLocations, routeOrder } from "./routing";

const location = (
  id: string,
  priorities: Record<string, number>,
  available: Record<string, number>,
  status: "active" | "inactive" = "active",
): RoutableLocation => ({
  id,
  name: `Warehouse ${id}`,
  status,
  priorities,
  available,
});

const items = [
  { variantId: "mug", quantity: 2 },
  { variantId: "board", quantity: 1 },
];

describe("routeOrder", () => {
  it("picks the best priority for the shipping country that has every item", () => {
    const decision = routeOrder(
      [location("B", { DE: 2 }, { mug: 5, board: 5 }), location("A", { DE: 1 }, { mug: 5, board: 5 })],
      "de",
      items,
    );
    expect(decision).toEqual({
      kind: "routed",
      locationId: "A",
      locationName: "Warehouse A",
      priority: 1,
      country: "DE",
      matchedBy: "country",
    });
  });

  it("passes over a better location that lacks an item, without splitting the order", () => {
    const decision = routeOrder(
      [location("A", { DE: 1 }, { mug: 5, board: 0 }), location("B", { DE: 3 }, { mug: 2, board: 1 })],
      "DE",
      items,
    );
    expect(decision).toMatchObject({ kind: "routed", locationId: "B", priority: 3 });
  });

  it("counts the same variant on several lines together", () => {
    const twice = [
      { variantId: "mug", quantity: 2 },
      { variantId: "mug", quantity: 2 },
    ];
    expect(routeOrder([location("A", { DE: 1 }, { mug: 3 })], "DE", twice)).toEqual({
      kind: "unroutable",
      reason: "no_location_has_all_items",
    });
    expect(routeOrder([location("A", { DE: 1 }, { mug: 4 })], "DE", twice)).toMatchObject({
      kind: "routed",
      locationId: "A",
    });
  });

  it("falls back to the No Country level, and prefers a country level over an equal fallback", () => {
    const fallbackOnly = routeOrder([location("A", { [NO_COUNTRY]: 1, DE: 4 }, { mug: 9, board: 9 })], "AT", items);
    expect(fallbackOnly).toMatchObject({ kind: "routed", locationId: "A", priority: 1, matchedBy: "no_country" });
    const tie = routeOrder(
      [
        location("Fallback", { [NO_COUNTRY]: 2 }, { mug: 9, board: 9 }),
        location("Austria", { AT: 2 }, { mug: 9, board: 9 }),
      ],
      "AT",
      items,
    );
    expect(tie).toMatchObject({ locationId: "Austria", matchedBy: "country" });
  });

  it("ignores inactive locations and locations without a priority for the country", () => {
    expect(
      routeOrder(
        [location("A", { DE: 1 }, { mug: 9, board: 9 }, "inactive"), location("B", { FR: 1 }, { mug: 9, board: 9 })],
        "DE",
        items,
      ),
    ).toEqual({
      kind: "unroutable",
      reason: "no_active_location",
    });
  });

  it("breaks ties by the order the locations are listed in", () => {
    const decision = routeOrder(
      [location("First", { DE: 2 }, { mug: 9, board: 9 }), location("Second", { DE: 2 }, { mug: 9, board: 9 })],
      "DE",
      items,
    );
    expect(decision).toMatchObject({ locationId: "First" });
  });

  it("ignores levels outside 1–5", () => {
    expect(
      routeOrder(
        [location("A", { DE: 0 }, { mug: 9, board: 9 }), location("B", { DE: 6 }, { mug: 9, board: 9 })],
        "DE",
        items,
      ),
    ).toEqual({
      kind: "unroutable",
      reason: "no_active_location",
    });
  });
});

describe("rankLocations", () => {
  it("orders the candidates best first: level, then country before No Country; others are left out", () => {
    const ranked = rankLocations(
      [
        location("Fallback1", { [NO_COUNTRY]: 1 }, {}),
        location("Country2", { AT: 2 }, {}),
        location("Country1", { AT: 1 }, {}),
        location("Closed", { AT: 1 }, {}, "inactive"),
        location("Elsewhere", { DE: 1 }, {}),
        location("Fallback2", { [NO_COUNTRY]: 2, DE: 1 }, {}),
      ],
      "at",
    );
    expect(ranked.map((r) => [r.location.id, r.priority, r.matchedBy])).toEqual([
      ["Country1", 1, "country"],
      ["Fallback1", 1, "no_country"],
      ["Country2", 2, "country"],
      ["Fallback2", 2, "no_country"],
    ]);
  });
});

describe("canShipAll", () => {
  it("adds up lines of the same variant", () => {
    const stock = { available: { mug: 3 } };
    expect(canShipAll(stock, [{ variantId: "mug", quantity: 3 }])).toBe(true);
    expect(
      canShipAll(stock, [
        { variantId: "mug", quantity: 2 },
        { variantId: "mug", quantity: 2 },
      ]),
    ).toBe(false);
    expect(canShipAll(stock, [{ variantId: "board", quantity: 1 }])).toBe(false);
  });
});
