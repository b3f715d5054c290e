// The demo shops' orders: the demo customer's month of a small homeware shop, and the waitlist
// merchant's fortnight. Between them every payment and fulfilment status of spec §4.
export type Line = {
  sku: string;
  title: string;
  variantTitle: string;
  quantity: number;
  price: string;
  barcode: string | null;
};
const CATALOGUE: Record<string, Omit<Line, "quantity">> = {
  "BCB-S": {
    sku: "BCB-S",
    title: "Bamboo Cutting Board",
    variantTitle: "Small",
    price: "19.90",
    barcode: "4006381333931",
  },
  "BCB-L": {
    sku: "BCB-L",
    title: "Bamboo Cutting Board",
    variantTitle: "Large",
    price: "29.90",
    barcode: "4006381333948",
  },
  "MUG-WHT": {
    sku: "MUG-WHT",
    title: "Ceramic Coffee Mug",
    variantTitle: "White",
    price: "12.90",
    barcode: "4006381333955",
  },
  "MUG-BLK": {
    sku: "MUG-BLK",
    title: "Ceramic Coffee Mug",
    variantTitle: "Black",
    price: "12.90",
    barcode: "4006381333962",
  },
  "TOTE-NAT": {
    sku: "TOTE-NAT",
    title: "Organic Cotton Tote Bag",
    variantTitle: "Natural",
    price: "16.90",
    barcode: "4006381333979",
  },
  // No platform product has this SKU: its orders "need linking".
  "CANDLE-SOY": { sku: "CANDLE-SOY", title: "Soy Candle", variantTitle: "Lavender", price: "14.50", barcode: null },
};
export const line = (sku: string, quantity: number): Line => ({
  ...(CATALOGUE[sku] as Omit<Line, "quantity">),
  quantity,
});

export const PLACES = {
  hamburg: { city: "Hamburg", zip: "20095", country: "Germany", code: "DE" },
  berlin: { city: "Berlin", zip: "10115", country: "Germany", code: "DE" },
  munich: { city: "München", zip: "80331", country: "Germany", code: "DE" },
  vienna: { city: "Wien", zip: "1010", country: "Austria", code: "AT" },
  lyon: { city: "Lyon", zip: "69001", country: "France", code: "FR" },
};

/**
 * What happens to a demo order after intake: shipped whole or in part by the merchant (with
 * tracking); in the shop: cancelled, fulfilled whole or in part, restocked, or its items edited
 * ("shop-edit": the first line down to one unit, orders/edited then orders/updated, so its history
 * shows the change); "needs-action" (no flow sets it, see markNeedsAction); "ship-return-part"
 * ships and records a retour of one unit.
 */
export type DemoAfter =
  | "ship"
  | "ship-part"
  | "ship-return-part"
  | "cancel"
  | "shop-fulfil"
  | "shop-fulfil-part"
  | "shop-restock"
  | "shop-edit"
  | "needs-action";

export type DemoOrder = {
  daysAgo: number;
  lines: Line[];
  place: keyof typeof PLACES;
  financialStatus: string;
  firstName: string;
  lastName: string;
  after?: DemoAfter;
  /**
   * Its fulfilment order is on hold in Shopify for this reason (Shopify's FulfillmentHoldReason):
   * once shipped, the shipment waits there ("On hold in Shopify: awaiting payment").
   */
  hold?: "AWAITING_PAYMENT";
  /** A claim the merchant filed about it (left pending). */
  claim?: "refund" | "exchange" | "lost" | "other";
};

/** A month of a small homeware shop: every payment and fulfilment status, needs linking, one unroutable order. */
export const DEMO_SHOP_ORDERS: DemoOrder[] = [
  {
    daysAgo: 29,
    lines: [line("BCB-S", 2)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Anna",
    lastName: "Müller",
    after: "ship",
  },
  {
    daysAgo: 27,
    lines: [line("MUG-WHT", 4), line("MUG-BLK", 2)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Jonas",
    lastName: "Schmidt",
    after: "ship",
  },
  {
    daysAgo: 25,
    lines: [line("TOTE-NAT", 1)],
    place: "vienna",
    financialStatus: "refunded",
    firstName: "Mia",
    lastName: "Gruber",
    after: "cancel",
  },
  {
    daysAgo: 23,
    lines: [line("BCB-L", 1), line("CANDLE-SOY", 2)],
    place: "munich",
    financialStatus: "paid",
    firstName: "Lukas",
    lastName: "Fischer",
  },
  {
    daysAgo: 21,
    lines: [line("MUG-WHT", 2)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Emma",
    lastName: "Weber",
    after: "ship",
  },
  {
    daysAgo: 19,
    lines: [line("BCB-S", 1), line("BCB-L", 1)],
    place: "berlin",
    financialStatus: "partially_refunded",
    firstName: "Finn",
    lastName: "Meyer",
    after: "ship",
  },
  {
    daysAgo: 17,
    lines: [line("TOTE-NAT", 3)],
    place: "munich",
    financialStatus: "paid",
    firstName: "Lea",
    lastName: "Wagner",
    after: "ship",
  },
  {
    daysAgo: 15,
    lines: [line("MUG-BLK", 1), line("TOTE-NAT", 2)],
    place: "vienna",
    financialStatus: "paid",
    firstName: "Paul",
    lastName: "Huber",
    after: "ship-part",
  },
  {
    daysAgo: 13,
    lines: [line("CANDLE-SOY", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Sofia",
    lastName: "Becker",
  },
  {
    daysAgo: 11,
    lines: [line("BCB-L", 2)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Noah",
    lastName: "Hoffmann",
    after: "ship",
  },
  {
    daysAgo: 9,
    lines: [line("MUG-WHT", 6)],
    place: "munich",
    financialStatus: "pending",
    firstName: "Clara",
    lastName: "Koch",
  },
  {
    daysAgo: 8,
    lines: [line("TOTE-NAT", 950)],
    place: "lyon",
    financialStatus: "pending",
    firstName: "Louis",
    lastName: "Martin",
  },
  {
    daysAgo: 6,
    lines: [line("BCB-S", 1), line("MUG-BLK", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Ben",
    lastName: "Schulz",
    after: "ship-part",
  },
  {
    daysAgo: 5,
    lines: [line("MUG-BLK", 2)],
    place: "vienna",
    financialStatus: "paid",
    firstName: "Hanna",
    lastName: "Bauer",
    after: "cancel",
  },
  {
    daysAgo: 4,
    lines: [line("BCB-S", 3)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Elias",
    lastName: "Richter",
  },
  {
    daysAgo: 3,
    lines: [line("MUG-WHT", 1), line("CANDLE-SOY", 1)],
    place: "munich",
    financialStatus: "pending",
    firstName: "Lina",
    lastName: "Klein",
  },
  {
    daysAgo: 2,
    lines: [line("TOTE-NAT", 2), line("BCB-L", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Felix",
    lastName: "Wolf",
  },
  {
    daysAgo: 1,
    lines: [line("MUG-BLK", 3)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Marie",
    lastName: "Neumann",
  },
  {
    daysAgo: 0,
    lines: [line("BCB-S", 1), line("TOTE-NAT", 1)],
    place: "vienna",
    financialStatus: "pending",
    firstName: "Leon",
    lastName: "Schwarz",
  },
  // Refunded and restocked in the shop (returned), fulfilled there in whole or in part, and one
  // order someone has to look at.
  {
    daysAgo: 26,
    lines: [line("MUG-WHT", 2)],
    place: "berlin",
    financialStatus: "refunded",
    firstName: "Greta",
    lastName: "Vogel",
    after: "shop-restock",
  },
  {
    daysAgo: 24,
    lines: [line("BCB-L", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Tim",
    lastName: "Krüger",
    after: "shop-fulfil",
  },
  {
    daysAgo: 16,
    lines: [line("MUG-BLK", 1), line("TOTE-NAT", 1)],
    place: "munich",
    financialStatus: "paid",
    firstName: "Nina",
    lastName: "Lange",
    after: "shop-fulfil-part",
  },
  {
    daysAgo: 12,
    lines: [line("BCB-S", 2)],
    place: "vienna",
    financialStatus: "paid",
    firstName: "Jan",
    lastName: "Berger",
    after: "needs-action",
  },
  // Shopify's side of an order: one shipped while its fulfilment order is on hold in Shopify
  // (awaiting payment), so the shipment waits there; one the shop edited after it arrived.
  {
    daysAgo: 1,
    lines: [line("MUG-WHT", 2)],
    place: "munich",
    financialStatus: "pending",
    firstName: "Paula",
    lastName: "Seidel",
    after: "ship",
    hold: "AWAITING_PAYMENT",
  },
  {
    daysAgo: 4,
    lines: [line("BCB-L", 3), line("MUG-BLK", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Karin",
    lastName: "Sommer",
    after: "shop-edit",
  },
];

/**
 * The waitlist merchant's shop, connected while it waits: a fortnight of orders in every status.
 * It has no location priorities yet, so nothing is routed; it ships itself.
 */
export const DEMO_WAITLIST_SHOP_ORDERS: DemoOrder[] = [
  {
    daysAgo: 14,
    lines: [line("BCB-S", 2)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Sara",
    lastName: "Winter",
    after: "ship-return-part",
  },
  {
    daysAgo: 12,
    lines: [line("MUG-WHT", 1), line("MUG-BLK", 1)],
    place: "hamburg",
    financialStatus: "partially_refunded",
    firstName: "Moritz",
    lastName: "Engel",
    after: "ship-part",
  },
  {
    daysAgo: 11,
    lines: [line("TOTE-NAT", 1)],
    place: "munich",
    financialStatus: "paid",
    firstName: "Ida",
    lastName: "Roth",
    after: "ship",
    claim: "lost",
  },
  {
    daysAgo: 9,
    lines: [line("BCB-L", 1)],
    place: "vienna",
    financialStatus: "paid",
    firstName: "Karl",
    lastName: "Pichler",
    after: "shop-fulfil",
  },
  {
    daysAgo: 8,
    lines: [line("MUG-WHT", 2), line("TOTE-NAT", 1)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Lotte",
    lastName: "Haas",
    after: "shop-fulfil-part",
  },
  {
    daysAgo: 6,
    lines: [line("MUG-BLK", 1)],
    place: "hamburg",
    financialStatus: "refunded",
    firstName: "Emil",
    lastName: "Frank",
    after: "shop-restock",
  },
  {
    daysAgo: 5,
    lines: [line("BCB-S", 1)],
    place: "munich",
    financialStatus: "paid",
    firstName: "Frida",
    lastName: "Kuhn",
    after: "cancel",
  },
  {
    daysAgo: 3,
    lines: [line("TOTE-NAT", 2)],
    place: "berlin",
    financialStatus: "paid",
    firstName: "Oskar",
    lastName: "Brandt",
    after: "needs-action",
  },
  {
    daysAgo: 2,
    lines: [line("CANDLE-SOY", 1)],
    place: "hamburg",
    financialStatus: "paid",
    firstName: "Mila",
    lastName: "Graf",
  },
  {
    daysAgo: 1,
    lines: [line("MUG-WHT", 3)],
    place: "vienna",
    financialStatus: "pending",
    firstName: "Theo",
    lastName: "Auer",
  },
];

/** Manual orders (not paid: a manual order is never paid through a shop), one per demo shop. */
export const DEMO_MANUAL_ORDER = {
  email: "office@kaffeehaus-lind.example",
  shippingAddress: {
    firstName: "Ruth",
    lastName: "Lind",
    company: "Kaffeehaus Lind",
    address1: "Elbchaussee 40",
    city: "Hamburg",
    postalCode: "22765",
    countryCode: "DE",
  },
  items: [{ sku: "MUG-WHT", quantity: 12 }],
};
