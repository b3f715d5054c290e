// An order's history as a person reads it, in English and German, with the real locale files: the
// same renderer as the audit log (money as money, statuses by their labels), no stored key or value.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type OrderEventEntry, renderOrderEvent } from "./order-events";
import type { AuditRenderContext } from "./render";

const LOCALES = path.resolve(__dirname, "../../../../locales");

/** i18next's lookup for these tests: nested keys, `{{name}}` values and `_one`/`_other` by `count`. */
function context(language: "en" | "de"): AuditRenderContext {
  const lookup = (key: string, count?: number) => {
    const [namespace, rest] = key.split(":") as [string, string];
    let node: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8"));
    const parts = rest.split(".");
    for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[part];
    const last = parts.at(-1) as string;
    const leaf = node as Record<string, unknown> | undefined;
    const value =
      count === undefined ? leaf?.[last] : (leaf?.[`${last}_${count === 1 ? "one" : "other"}`] ?? leaf?.[last]);
    return typeof value === "string" ? value : undefined;
  };
  return {
    t: (key, options = {}) =>
      (lookup(key, options.count as number | undefined) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
        String(options[name] ?? ""),
      ),
    exists: (key) => lookup(key) !== undefined,
    language,
  };
}

// Intl puts a no-break space between number and currency in German.
const normal = (text: string) => text.replace(/\u00a0|\u202f/g, " ");
const read = (entry: OrderEventEntry, language: "en" | "de") => {
  const { text, rows } = renderOrderEvent(entry, context(language));
  const side = (value: (typeof rows)[number]["before"]) =>
    value === null ? null : value.state === "shown" ? normal(value.text) : `(${value.state})`;
  return { text: normal(text), rows: rows.map((row) => [row.label, side(row.before), side(row.after)]) };
};

describe("renderOrderEvent", () => {
  const itemsEdited: OrderEventEntry = {
    type: "items_edited",
    data: {
      before: { lines: ["2 × Mug - White"], total: 3990 },
      after: { lines: ["2 × Mug - White", "1 × Board - Oak"], total: 66316 },
    },
  };

  it("shows an items edit's lines and totals as money, in English", () => {
    expect(read(itemsEdited, "en")).toEqual({
      text: "Items changed",
      rows: [
        ["Items", "2 × Mug - White", "2 × Mug - White, 1 × Board - Oak"],
        ["Total", "€39.90", "€663.16"],
      ],
    });
  });

  it("shows the same in German", () => {
    expect(read(itemsEdited, "de")).toEqual({
      text: "Artikel geändert",
      rows: [
        ["Positionen", "2 × Mug - White", "2 × Mug - White, 1 × Board - Oak"],
        ["Gesamt", "39,90 €", "663,16 €"],
      ],
    });
  });

  it("leaves out what an edit did not change", () => {
    const same = {
      type: "items_edited" as const,
      data: { before: { lines: ["1 × A"], total: 100 }, after: { lines: ["2 × A"], total: 100 } },
    };
    expect(read(same, "en").rows).toEqual([["Items", "1 × A", "2 × A"]]);
  });

  it("names statuses by their labels, never as stored", () => {
    const shipped: OrderEventEntry = {
      type: "status_changed",
      data: { field: "fulfillment", from: "not_fulfilled", to: "shipped" },
    };
    expect(read(shipped, "en")).toEqual({ text: "Fulfilment: Not fulfilled → Shipped", rows: [] });
    expect(read(shipped, "de").text).toBe("Erfüllung: Nicht erfüllt → Versandt");
    const paid = { type: "status_changed" as const, data: { field: "payment", from: "not_paid", to: "captured" } };
    expect(read(paid, "en").text).toBe("Payment: Not paid → Paid");
    expect(read(paid, "de").text).toBe("Zahlung: Nicht bezahlt → Bezahlt");
  });

  it("shows the new city and the country by name after an address edit, and a claim's type by its label", () => {
    const address = read({ type: "address_edited", data: { city: "Halle", countryCode: "DE" } }, "de");
    expect(address).toEqual({
      text: "Lieferadresse geändert",
      rows: [
        ["Ort", null, "Halle"],
        ["Land", null, "Deutschland"],
      ],
    });
    const claim = read({ type: "claim_created", data: { claimId: "claim_1", claimType: "refund" } }, "en");
    expect(claim.text).toBe("Claim created: Refund");
  });

  it("counts shipped items with plural agreement", () => {
    const one = read({ type: "shipped", data: { quantity: 1, trackingNumbers: ["T1"] } }, "en");
    const two = read({ type: "shipped", data: { quantity: 2, trackingNumbers: ["T1", "T2"] } }, "en");
    expect(one.text).toBe("1 item shipped (tracking T1)");
    expect(two.text).toBe("2 items shipped (tracking T1, T2)");
  });

  it("reads an older items edit that stored only the number of lines", () => {
    expect(read({ type: "items_edited", data: { items: 3 } }, "en").rows).toEqual([["Items", null, "3"]]);
  });
});
