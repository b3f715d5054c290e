import { describe, expect, it } from "vitest";
import { checkOrderPayload, invalidDeliveryReason, parseExactJson } from "./webhook-payload";

describe("parseExactJson", () => {
  it("keeps integers beyond 2^53 exact (as strings) and leaves everything else as JSON.parse does", () => {
    const text =
      '{"id":820982911946154508,"n":-9007199254740993,"small":808950810,"f":1.5e3,"s":"820982911946154508 \\" 9007199254740993","a":[141249953214522974]}';
    expect(parseExactJson(text)).toEqual({
      id: "820982911946154508",
      n: "-9007199254740993",
      small: 808950810,
      f: 1500,
      s: '820982911946154508 " 9007199254740993',
      a: ["141249953214522974"],
    });
    expect(parseExactJson('{"safe":9007199254740991}')).toEqual({ safe: 9007199254740991 });
    expect(() => parseExactJson("{id: 1")).toThrow();
  });
});

describe("checkOrderPayload", () => {
  const order = {
    id: "820982911946154508",
    admin_graphql_api_id: "gid://shopify/Order/820982911946154508",
    line_items: [{ id: 866550311766439020n.toString(), variant_id: 808950810, quantity: 1, price: "199.00" }],
    customer: { id: "115310627314723954" },
  };

  it("normalises every id to an exact string", () => {
    const result = checkOrderPayload(order);
    expect(result.ok && result.payload).toMatchObject({
      id: "820982911946154508",
      line_items: [{ id: "866550311766439020", variant_id: "808950810", product_id: null }],
      customer: { id: "115310627314723954" },
    });
  });

  it("gives the reason for what is not an order", () => {
    const reason = (value: unknown) => {
      const result = checkOrderPayload(value);
      return result.ok ? null : result.reason;
    };
    expect(reason([])).toMatch(/not a JSON object/);
    expect(reason({ ...order, id: 1.5, admin_graphql_api_id: undefined })).toMatch(/^Invalid order payload: id: /);
    // biome-ignore lint/correctness/noPrecisionLoss: a number JSON.parse has already rounded is what is tested
    expect(reason({ ...order, id: 9007199254740993 })).toMatch(/id: /); // a rounded number is never trusted
    expect(reason({ ...order, line_items: [] })).toMatch(/has no line items/);
    expect(reason({ ...order, line_items: [{ ...order.line_items[0], price: "-1" }] })).toMatch(/non-negative/);
    expect(reason({ ...order, line_items: [{ ...order.line_items[0], quantity: 0 }] })).toMatch(/quantity/);
    expect(reason({ ...order, total_price: "abc" })).toMatch(/total_price/);
    expect(reason({ ...order, id: "820982911946154500" })).toMatch(/does not match/);
  });

  it("checks only the shape of other topics' bodies", () => {
    expect(invalidDeliveryReason("APP_UNINSTALLED", { domain: "x" })).toBeNull();
    expect(invalidDeliveryReason("SHOP_REDACT", [])).toMatch(/not a JSON object/);
    expect(invalidDeliveryReason("ORDERS_CANCELLED", {})).toMatch(/id: Required/);
  });
});
