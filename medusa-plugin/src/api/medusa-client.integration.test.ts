// Medusa stays intact under the plugin: every method of Medusa's bundled client
// (@medusajs/medusa-js), store and admin, called with wrong ids and empty payloads as the admin, as
// a customer and signed out, answers without a 5xx. A wrong id is a 404, a bad payload a 400, a module the
// platform does not use a 404 that says so (lib/medusa-errors.ts maps Medusa's core errors).
import Medusa from "@medusajs/medusa-js";
import {
  activeMerchant,
  adminSignIn,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  http,
  signIn,
  translation,
  type WalkCall,
  WRONG_ID,
  walkMedusaClient,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");

/** Methods medusa-js cannot send from Node (its axios cannot encode Node's FormData): checked below by hand. */
const UNSENDABLE_IN_NODE = ["admin.uploads.create", "admin.uploads.createProtected"];

const failures = (calls: WalkCall[]) =>
  calls.filter((call) => call.status >= 500).map((call) => `${call.status} ${call.method}: ${call.message}`);

describe("Medusa's bundled client, method by method", () => {
  let adminToken: string;
  let customerToken: string;
  let asAdmin: WalkCall[];
  let asCustomer: WalkCall[];
  let anonymous: WalkCall[];

  beforeAll(async () => {
    adminToken = await adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    // A customer of its own: the walk signs out at its end, which revokes every token of the account.
    customerToken = (await activeMerchant(url, await signIn(url, "support@demo.local", DEMO_PASSWORD), "Walk GmbH"))
      .token;
    asAdmin = await walkMedusaClient(url, adminToken);
    asCustomer = await walkMedusaClient(url, customerToken);
    anonymous = await walkMedusaClient(url);
  }, 300_000);

  it("walks every resource of the store and the admin domain", () => {
    const methods = new Set(asAdmin.map((call) => call.method));
    // The client's size (Medusa 1.20): a walk that lost its resources would pass on nothing.
    expect(methods.size).toBeGreaterThan(300);
    for (const method of [
      "carts.complete",
      "orderEdits.retrieve",
      "productCategories.list",
      "admin.orderEdits.list",
      "admin.orders.createClaim",
      "admin.orders.updateClaim",
      "admin.orders.cancelClaim",
      "admin.orders.fulfillClaim",
      "admin.stockLocations.list",
      "admin.customerGroups.addCustomers",
    ])
      expect(methods, method).toContain(method);
    expect(asCustomer.map((call) => call.method)).toEqual(asAdmin.map((call) => call.method));
  });

  it("answers no call with a 5xx, as the admin, as a customer or signed out", () => {
    expect(failures(asAdmin)).toEqual([]);
    expect(failures(asCustomer)).toEqual([]);
    expect(failures(anonymous)).toEqual([]);
    // Only the uploads cannot be sent from Node (checked by hand below); every other call got an answer.
    expect(asAdmin.filter((call) => call.status === 0).map((call) => call.method)).toEqual(UNSENDABLE_IN_NODE);
  });

  it("answers a wrong id with 404 and an empty payload with 400 (claims, order edits, carts)", () => {
    const status = (method: string) => asAdmin.find((call) => call.method === method)?.status;
    expect(status("admin.orderEdits.retrieve")).toBe(404);
    expect(status("admin.orders.createClaim")).toBe(400);
    expect(status("admin.orders.cancelClaim")).toBe(404);
    expect(status("orderEdits.retrieve")).toBe(404);
    expect(status("carts.complete")).toBe(404);
    expect(status("carts.update")).toBe(404);
    expect(status("shippingOptions.listCartOptions")).toBe(404);
    expect(status("admin.customerGroups.addCustomers")).toBe(400);
    const customer = (method: string) => asCustomer.find((call) => call.method === method);
    expect(customer("customers.addresses.addAddress")?.status).toBe(400);
    // A customer's token opens no admin route.
    expect(customer("admin.orders.list")?.status).toBe(401);
  });

  it("refuses Medusa's stock-location, inventory and reservation routes with a 404 that says why", async () => {
    const refused = asAdmin.filter((call) =>
      /^admin\.(stockLocations|inventoryItems|reservations)\.|^admin\.variants\.getInventory$|^admin\.salesChannels\.(add|remove)Location$/.test(
        call.method,
      ),
    );
    expect(refused.length).toBeGreaterThan(15);
    const message = translation("en", "common:errors.moduleNotEnabled");
    for (const call of refused) expect(call, call.method).toMatchObject({ status: 404, message });
    // In the caller's language.
    const german = await http<{ message: string; code: string }>(`${url}/admin/stock-locations`, {
      token: adminToken,
      headers: { "accept-language": "de" },
    });
    expect(german.status).toBe(404);
    expect(german.body).toMatchObject({
      code: "feature_not_enabled",
      message: translation("de", "common:errors.moduleNotEnabled"),
    });
  });

  it("uploads (sent by hand): an empty multipart body is no 5xx", async () => {
    for (const path of ["/admin/uploads", "/admin/uploads/protected"]) {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${adminToken}` },
        body: new FormData(),
      });
      expect(response.status, path).toBeLessThan(500);
    }
  });
});

describe("Medusa's own order, claim and order-edit routes (the plugin no longer replaces them)", () => {
  it("lists an order's edits and refuses an empty claim, as Medusa Admin's order page asks (500 before)", async () => {
    const token = await adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const medusa = new Medusa({ baseUrl: url, maxRetries: 0, customHeaders: { Authorization: `Bearer ${token}` } });
    // Medusa Admin's order page asks for the order's edits by order id, again and again.
    const edits = await medusa.admin.orderEdits.list({ order_id: WRONG_ID });
    expect(edits.response.status).toBe(200);
    expect(edits.order_edits).toEqual([]);
    const emptyClaim = await medusa.admin.orders.createClaim(WRONG_ID, {} as never).catch((e) => e);
    expect(emptyClaim.response?.status).toBe(400);
    const claimOnWrongOrder = await medusa.admin.orders
      .createClaim(WRONG_ID, {
        type: "refund",
        claim_items: [{ item_id: WRONG_ID, quantity: 1, reason: "production_failure" }],
      } as never)
      .catch((e) => e);
    expect(claimOnWrongOrder.response?.status).toBe(404);
  });

  it("has product categories on (the demo catalogue's tree, collections, types and tags)", async () => {
    const medusa = new Medusa({ baseUrl: url, maxRetries: 0 });
    const { product_categories } = await medusa.productCategories.list({ include_descendants_tree: true });
    const names = product_categories.map((category) => category.name);
    expect(names).toEqual(expect.arrayContaining(["Home & Kitchen", "Accessories"]));
    const { collections } = await medusa.collections.list();
    expect(collections.map((collection) => collection.handle)).toEqual(
      expect.arrayContaining(["sustainable-living", "cafe-essentials"]),
    );
    const { products } = await medusa.products.list({ handle: "ceramic-coffee-mug", expand: "type,tags,categories" });
    expect(products[0]).toMatchObject({
      type: { value: "Drinkware" },
      categories: [expect.objectContaining({ handle: "kitchenware" })],
    });
    expect(products[0]?.tags?.map((tag) => tag.value).sort()).toEqual(["ceramic", "dishwasher-safe"]);
  });
});
