// A Medusa order with a claim and an order edit, made through Medusa's own store and admin routes
// (checkout with the manual payment provider, a fulfilment, a refund claim, an edit), for the
// Medusa Admin e2e spec and anything else that needs Medusa's own order flow end to end.
import { http } from "./trpc";

export type MedusaOrderWithClaimAndEdit = { orderId: string; productId: string; claimId: string; editId: string };

async function ok<T>(what: string, call: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await call;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Places an order of the demo mug as a guest, fulfils it, and opens a claim and an edit on it. */
export async function medusaOrderWithClaimAndEdit(
  url: string,
  adminToken: string,
): Promise<MedusaOrderWithClaimAndEdit> {
  type Id = { id: string };
  const { regions } = await ok("regions", http<{ regions: Array<Id & { name: string }> }>(`${url}/store/regions`));
  const region = regions.find((r) => r.name === "EU") ?? regions[0];
  if (!region) throw new Error("no region");
  const { products } = await ok(
    "products",
    http<{ products: Array<Id & { variants: Id[] }> }>(`${url}/store/products?handle=ceramic-coffee-mug`),
  );
  const product = products[0];
  const variant = product?.variants[0];
  if (!product || !variant) throw new Error("the demo mug is missing");
  const store = (path: string, body: unknown = {}) =>
    ok(path, http<{ cart: Id; shipping_options?: Id[] }>(`${url}/store/carts${path}`, { body }));
  const { cart } = await store("", { region_id: region.id });
  await store(`/${cart.id}/line-items`, { variant_id: variant.id, quantity: 2 });
  await store(`/${cart.id}`, {
    email: "medusa-admin-e2e@fixture.test",
    shipping_address: {
      first_name: "Mara",
      last_name: "Admin",
      address_1: "Hauptstraße 1",
      city: "Berlin",
      postal_code: "10115",
      country_code: "de",
    },
  });
  const { shipping_options } = await ok(
    "shipping options",
    http<{ shipping_options: Id[] }>(`${url}/store/shipping-options/${cart.id}`),
  );
  const option = shipping_options[0];
  if (!option) throw new Error("no shipping option");
  await store(`/${cart.id}/shipping-methods`, { option_id: option.id });
  await store(`/${cart.id}/payment-sessions`);
  await store(`/${cart.id}/payment-session`, { provider_id: "manual" });
  const completed = await ok(
    "complete",
    http<{ type: string; data: Id & { items: Id[] } }>(`${url}/store/carts/${cart.id}/complete`, { body: {} }),
  );
  if (completed.type !== "order") throw new Error(`cart not completed: ${completed.type}`);
  const order = completed.data;
  const item = order.items[0] as Id;

  const admin = <T>(path: string, body: unknown) =>
    ok(path, http<T>(`${url}/admin${path}`, { body, token: adminToken }));
  await admin(`/orders/${order.id}/fulfillment`, { items: [{ item_id: item.id, quantity: 2 }] });
  const claimed = await admin<{ order: { claims: Id[] } }>(`/orders/${order.id}/claims`, {
    type: "refund",
    claim_items: [{ item_id: item.id, quantity: 1, reason: "production_failure", note: "Arrived with a crack." }],
  });
  const { order_edit } = await admin<{ order_edit: Id }>("/order-edits", {
    order_id: order.id,
    internal_note: "The customer asked for a second mug.",
  });
  return {
    orderId: order.id,
    productId: product.id,
    claimId: claimed.order.claims[0]?.id as string,
    editId: order_edit.id,
  };
}
