import { describe, expect, it } from "vitest";
import { checkOrderPayload, invalidDeliveryReason, parseExactJson, parseWebhookBody } from "./webhook-payload";

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
    // Support reads where the problem is in words, not the body's field names (issue 34).
    expect(reason({ ...order, line_items: [] })).toBe("Invalid order payload: line items: none");
    expect(reason({ ...order, line_items: [{ ...order.line_items[0], price: "-1" }] })).toMatch(
      /^Invalid order payload: line item 1, price: .*non-negative/,
    );
    expect(reason({ ...order, line_items: [{ ...order.line_items[0], quantity: 0 }] })).toMatch(
      /line item 1, quantity/,
    );
    expect(reason({ ...order, total_price: "abc" })).toMatch(/total price: /);
    expect(reason({ ...order, id: "820982911946154500" })).toMatch(/does not match/);
  });

  it("checks only the shape of other topics' bodies", () => {
    expect(invalidDeliveryReason("APP_UNINSTALLED", { domain: "x" })).toBeNull();
    expect(invalidDeliveryReason("SHOP_REDACT", [])).toMatch(/not a JSON object/);
    expect(invalidDeliveryReason("ORDERS_CANCELLED", {})).toMatch(/id: Required/);
  });
});

describe("parseWebhookBody", () => {
  const reason = (text: string) => {
    const result = parseWebhookBody(text);
    return result.ok ? null : result.reason;
  };

  it("refuses what JSON.parse would take but no Shopify body holds", () => {
    expect(reason(`${"[".repeat(10_000)}${"]".repeat(10_000)}`)).toMatch(/nested deeper than 32/);
    expect(reason(`{"a":${'{"b":'.repeat(40)}1${"}".repeat(40)}}`)).toMatch(/nested deeper/);
    expect(reason('{"id":1,"id":2}')).toMatch(/key appears twice/);
    expect(reason('{"a":{"x":1,"y":{"x":2},"x":3}}')).toMatch(/key appears twice/);
    expect(reason('{"name":"A\\u0000B"}')).toMatch(/NUL/);
    expect(reason('{"a\\u0000":1}')).toMatch(/NUL/);
    expect(reason('{"city":"\\ud800x"}')).toMatch(/lone surrogate/);
    expect(reason('{"city":"\\udc00"}')).toMatch(/lone surrogate/);
    expect(reason("{id: 1")).toMatch(/not JSON/);
  });

  it("takes ordinary bodies, keys repeated in sibling objects and strings that look like JSON", () => {
    expect(parseWebhookBody('{"a":[{"id":1},{"id":2}],"s":"{\\"id\\":1,\\"id\\":2} [[[[","e":"😀 ü"}')).toEqual({
      ok: true,
      value: { a: [{ id: 1 }, { id: 2 }], s: '{"id":1,"id":2} [[[[', e: "😀 ü" },
    });
    expect(parseWebhookBody('{"id":820982911946154508}')).toEqual({ ok: true, value: { id: "820982911946154508" } });
  });
});

describe("order fields against Shopify's documented types and limits", () => {
  const order = {
    id: "820982911946154508",
    created_at: "2021-12-31T19:00:00-05:00",
    email: "jon@example.com",
    line_items: [{ id: "866550311766439020", quantity: 1, price: "199.00", title: "IPod Nano - 8GB" }],
  };
  const reason = (value: Record<string, unknown>) => {
    const result = checkOrderPayload({ ...order, ...value });
    return result.ok ? null : result.reason;
  };

  it("refuses nonsense dates, wrong kinds, overlong texts and too many lines", () => {
    expect(reason({})).toBeNull();
    expect(reason({ email: "", created_at: new Date().toISOString(), cancelled_at: null })).toBeNull();
    for (const created_at of ["yesterday", "2021-02-30T10:00:00Z", "1970-01-01T00:00:00Z", "2999-01-01T00:00:00Z"]) {
      expect(reason({ created_at }), created_at).toMatch(/created at: is not an ISO 8601 date/);
    }
    expect(reason({ created_at: 1640995200 })).toMatch(/created at/);
    expect(reason({ shipping_address: 12345 })).toMatch(/shipping address: is not an address object/);
    expect(reason({ email: "12345" })).toMatch(/email: is not an email address/);
    expect(reason({ line_items: [{ ...order.line_items[0], title: "x".repeat(1_000_000) }] })).toMatch(
      /line item 1, title: is longer than 255/,
    );
    expect(reason({ line_items: Array.from({ length: 5000 }, () => order.line_items[0]) })).toMatch(
      /line items: more than 500/,
    );
    expect(reason({ currency: "euro" })).toMatch(/currency/);
    expect(reason({ financial_status: 42 })).toMatch(/financial status/);
    expect(reason({ fulfillment_status: "x".repeat(100) })).toMatch(/fulfillment status/);
    expect(reason({ line_items: [{ ...order.line_items[0], quantity: 1e12 }] })).toMatch(/quantity/);
    expect(reason({ total_price: "1e400" })).toMatch(/total price/);
  });

  it('reads a status it does not act on as none: Shopify\'s sample "pending" never fails an order', () => {
    const result = checkOrderPayload({
      ...order,
      financial_status: "stolen",
      fulfillment_status: "pending",
      line_items: [{ ...order.line_items[0], fulfillment_status: "pending" }],
    });
    expect(result.ok).toBe(true);
    expect(result.ok && result.payload).toMatchObject({ financial_status: null, fulfillment_status: null });
  });
});
