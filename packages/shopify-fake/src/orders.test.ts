import { describe, expect, it } from "vitest";
import { buildOrder, toShopifyJson, webhookPayload } from "./orders";

describe("the fake's ids", () => {
  it("lie beyond 2^53 and are written as exact JSON integers, as Shopify writes its 64-bit ids", () => {
    let next = 9_007_199_254_740_993n;
    const nextId = () => String(next++);
    const order = buildOrder({ orderId: nextId(), number: 1001, nextId }, { splitLocations: false });
    expect(BigInt(order.id)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    const text = toShopifyJson(webhookPayload(order));
    expect(text).toContain(`"id":${order.id},`);
    expect(text).toContain(`"admin_graphql_api_id":"gid://shopify/Order/${order.id}"`);
    expect(text).toContain(`"variant_id":${order.line_items[0]?.variant_id}`);
    expect(text).not.toContain("_location");
    // A JavaScript number cannot hold it: JSON.parse rounds it, which is what the platform must avoid.
    expect(String(JSON.parse(text).id)).not.toBe(order.id);
  });

  it("leaves strings that only look like ids alone", () => {
    expect(toShopifyJson({ id: "12", name: "12", note: "\u0001id:5", orders_to_redact: ["7", "x"] })).toBe(
      '{"id":12,"name":"12","note":"\\u0001id:5","orders_to_redact":[7,"x"]}',
    );
  });
});
