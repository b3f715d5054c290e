// What happens to the demo shops' orders after intake, each the way it happens for real: the
// merchant ships (OrderShippingService), the shop cancels, fulfils or restocks (the fake Shopify's
// signed webhooks through the real intake), support records a retour (RetourService), the
// merchant files a claim (PlatformClaimService) or a manual order (PlatformOrderEditService).
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";
import { DEMO_PHOTO, type UploadApi } from "./files";
import { type RetourApi, retourDesk } from "./retours";
import { DEMO_MANUAL_ORDER, type DemoAfter, type DemoOrder } from "./shop-orders";

export type ShipApi = {
  ship(
    organisationId: string,
    actor: string | null,
    input: {
      orderId: string;
      items?: Array<{ lineItemId: string; quantity: number }>;
      trackingNumbers: string[];
      trackingUrls: string[];
    },
  ): Promise<unknown>;
};
type ClaimApi = { create(organisationId: string, customerId: string, input: unknown): Promise<unknown> };
type OrderEditApi = { create(organisationId: string, actor: string, input: unknown): Promise<{ id: string }> };
type HistoryApi = {
  record(
    manager: EntityManager,
    entry: { orderId: string; organisationId: string; type: "status_changed"; data: object; actor: null },
  ): Promise<void>;
};

export type DemoShopContext = {
  organisationId: string;
  customerId: string;
  shopId: string;
  domain: string;
  fakeUrl: string;
};

/** The fulfilment status each shop-side step leads to (the intake applies it a moment later). */
const SHOP_SIDE: Partial<Record<DemoAfter, { patch?: object; status: string }>> = {
  cancel: { status: "canceled" },
  "shop-fulfil": { patch: { fulfillment_status: "fulfilled" }, status: "fulfilled" },
  "shop-fulfil-part": { patch: { fulfillment_status: "partial" }, status: "partially_fulfilled" },
  "shop-restock": { patch: { fulfillment_status: "restocked" }, status: "returned" },
};

let trackingSequence = 100;

/** A DHL-style tracking number and its link, different on every call. */
export function demoTracking(): { trackingNumbers: string[]; trackingUrls: string[] } {
  const number = `00340${String(Date.now() % 1_000_000).padStart(6, "0")}${String(trackingSequence++ % 1000).padStart(3, "0")}`;
  return {
    trackingNumbers: [number],
    trackingUrls: [`https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${number}`],
  };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Plays each arrived demo order's story, then waits until the shop's own changes have come in. */
export async function playDemoOrders(
  container: MedusaContainer,
  shop: DemoShopContext,
  orders: Array<{ demo: DemoOrder; shopifyId: string; orderId: string }>,
): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const fake = `${shop.fakeUrl}/_fake/shops/${encodeURIComponent(shop.domain)}/orders`;
  const post = async (url: string, body: object) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`the fake Shopify refused ${url} (${response.status})`);
  };
  const edited: Array<{ orderId: string; units: number }> = [];
  for (const { demo, shopifyId, orderId } of orders) {
    const shopSide = demo.after ? SHOP_SIDE[demo.after] : undefined;
    if (demo.after === "cancel") await post(`${fake}/${shopifyId}/cancel`, {});
    else if (shopSide?.patch) await post(`${fake}/${shopifyId}/update`, { patch: shopSide.patch });
    if (demo.after === "ship" || demo.after === "ship-part" || demo.after === "ship-return-part") {
      await shipDemoOrder(container, shop, orderId, demo.after);
    }
    if (demo.after === "shop-edit") edited.push(await editInShop(manager, post, `${fake}/${shopifyId}/edit`, orderId));
    if (demo.after === "needs-action") await markNeedsAction(container, shop.organisationId, orderId);
    if (demo.claim) await fileClaim(container, shop, orderId, demo.claim);
  }
  const expected = orders.flatMap(({ demo, orderId }) => {
    const status = demo.after ? SHOP_SIDE[demo.after]?.status : undefined;
    return status ? [{ orderId, status }] : [];
  });
  await waitFor(
    async () => {
      const rows: Array<{ id: string; fulfillment_status: string }> = await manager.query(
        `SELECT id, fulfillment_status FROM "order" WHERE id = ANY($1)`,
        [expected.map((e) => e.orderId)],
      );
      const now = new Map(rows.map((row) => [row.id, row.fulfillment_status]));
      return expected.every((e) => now.get(e.orderId) === e.status);
    },
    120_000,
    "the demo shop's own order changes",
  );
  await waitFor(
    async () => {
      for (const e of edited) {
        const [row] = await manager.query(`SELECT sum(quantity)::int AS units FROM line_item WHERE order_id = $1`, [
          e.orderId,
        ]);
        if (row?.units !== e.units) return false;
      }
      return true;
    },
    120_000,
    "the demo shop's order edit",
  );
}

/**
 * An order edit committed in Shopify after the order arrived: its largest line down to one unit
 * (the fake sends orders/edited, then orders/updated). Answers the units the order then holds.
 */
async function editInShop(
  manager: EntityManager,
  post: (url: string, body: object) => Promise<void>,
  url: string,
  orderId: string,
): Promise<{ orderId: string; units: number }> {
  const lines: Array<{ shopify_id: string; quantity: number }> = await manager.query(
    `SELECT metadata->>'shopify_line_item_id' AS shopify_id, quantity FROM line_item WHERE order_id = $1 ORDER BY quantity DESC, id`,
    [orderId],
  );
  const [first, ...rest] = lines;
  if (!first) return { orderId, units: 0 };
  await post(url, { edit: { lines: [{ id: first.shopify_id, quantity: 1 }] } });
  return { orderId, units: 1 + rest.reduce((sum, l) => sum + l.quantity, 0) };
}

async function shipDemoOrder(
  container: MedusaContainer,
  shop: DemoShopContext,
  orderId: string,
  after: "ship" | "ship-part" | "ship-return-part",
): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const lines: Array<{ id: string; quantity: number }> = await manager.query(
    `SELECT id, quantity FROM line_item WHERE order_id = $1 ORDER BY created_at, id`,
    [orderId],
  );
  // A platform warehouse ships a routed order (null: the platform in its history); the merchant ships the rest.
  const [routed] = await manager.query(`SELECT location_id FROM order_extension WHERE order_id = $1`, [orderId]);
  await container
    .resolve<ShipApi>("orderShippingService")
    .ship(shop.organisationId, routed?.location_id ? null : shop.customerId, {
      orderId,
      items:
        after === "ship-part" ? lines.slice(0, 1).map((l) => ({ lineItemId: l.id, quantity: l.quantity })) : undefined,
      ...demoTracking(),
    });
  if (after !== "ship-return-part" || !lines[0]) return;
  // One unit came back to the platform's returns warehouse (support records it).
  const desk = await retourDesk(manager);
  if (!desk) return;
  const { support, location } = desk;
  await container.resolve<RetourApi>("retourService").create(support.id, {
    orderId,
    locationId: location.id,
    items: [{ lineItemId: lines[0].id, gradeA: 0, gradeB: 1, gradeC: 0 }],
    note: "Sent back by the customer: wrong size.",
  });
}

/**
 * Spec §4 lists "requires action" as a payment and a fulfilment status, yet no flow of the platform
 * sets it (Shopify reports no such state and the merchant ships itself). Like the demo booking of
 * unclear ("unknown") state, one imported order shows it, with the change in its history.
 */
async function markNeedsAction(container: MedusaContainer, organisationId: string, orderId: string): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const history = container.resolve<HistoryApi>("orderHistoryService");
  await manager.transaction(async (tx) => {
    const [order] = await tx.query(`SELECT payment_status, fulfillment_status FROM "order" WHERE id = $1 FOR UPDATE`, [
      orderId,
    ]);
    await tx.query(
      `UPDATE "order" SET payment_status = 'requires_action', fulfillment_status = 'requires_action', updated_at = now()
        WHERE id = $1`,
      [orderId],
    );
    for (const [field, from] of [
      ["payment", order.payment_status],
      ["fulfillment", order.fulfillment_status],
    ]) {
      await history.record(tx, {
        orderId,
        organisationId,
        type: "status_changed",
        data: { field, from, to: "requires_action" },
        actor: null,
      });
    }
  });
}

async function fileClaim(
  container: MedusaContainer,
  shop: DemoShopContext,
  orderId: string,
  type: NonNullable<DemoOrder["claim"]>,
): Promise<void> {
  const [photo] = await container
    .resolve<UploadApi>("uploadService")
    .store(shop.organisationId, shop.customerId, [{ originalName: "parcel-tracking.png", bytes: DEMO_PHOTO }]);
  if (!photo) return;
  await container.resolve<ClaimApi>("platformClaimService").create(shop.organisationId, shop.customerId, {
    orderId,
    type,
    description: "The parcel has not arrived; tracking has not moved for a week.",
    files: [{ id: photo.id }],
  });
}

/** A manual order for the shop (payment "not paid": nothing is paid through a shop). */
export async function createManualDemoOrder(container: MedusaContainer, shop: DemoShopContext): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const variants: Array<{ id: string; sku: string }> = await manager.query(
    `SELECT id, sku FROM product_variant WHERE sku = ANY($1) AND deleted_at IS NULL`,
    [DEMO_MANUAL_ORDER.items.map((item) => item.sku)],
  );
  const bySku = new Map(variants.map((v) => [v.sku, v.id]));
  const items = DEMO_MANUAL_ORDER.items.flatMap((item) =>
    bySku.has(item.sku) ? [{ variantId: bySku.get(item.sku), quantity: item.quantity }] : [],
  );
  if (!items.length) return;
  await container.resolve<OrderEditApi>("platformOrderEditService").create(shop.organisationId, shop.customerId, {
    shopId: shop.shopId,
    email: DEMO_MANUAL_ORDER.email,
    shippingAddress: DEMO_MANUAL_ORDER.shippingAddress,
    items,
  });
}
