// A notification as a person reads it, in English and German, with the real locale files: its
// values through the audit log's field descriptions (money as money, statuses by their labels).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../notifications/enums";
import { NOTIFICATION_FIELDS, renderNotification } from "./notifications";
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
const read = (item: Parameters<typeof renderNotification>[0], language: "en" | "de") => {
  const { title, text } = renderNotification(item, context(language));
  return { title, text: normal(text) };
};

describe("renderNotification", () => {
  it("reads an issued invoice's total as money and its due day as a date", () => {
    const item = {
      kind: "invoice_issued" as const,
      params: { number: "INV-7", type: "invoice", total: 66316, currencyCode: "eur", dueOn: "2026-12-10" },
    };
    expect(read(item, "en")).toEqual({ title: "Invoice issued", text: "INV-7 over €663.16, due Dec 10, 2026." });
    expect(read(item, "de")).toEqual({
      title: "Rechnung gestellt",
      text: "INV-7 über 663,16 €, fällig am 10.12.2026.",
    });
    const credit = { kind: "invoice_issued" as const, params: { ...item.params, type: "credit", total: 1290 } };
    expect(read(credit, "en").text).toBe("Credit note INV-7 over €12.90.");
  });

  it("names a claim's and a booking's status by its translated label", () => {
    const claim = { kind: "claim_decided" as const, params: { orderNumber: "#1001", status: "accepted" } };
    expect(read(claim, "en").text).toBe("Your claim on order #1001: Accepted.");
    expect(read(claim, "de").text).toBe("Deine Reklamation zur Bestellung #1001: Angenommen.");
    const booking = {
      kind: "booking_changed" as const,
      params: { serviceName: "Photo shoot", bookingDate: "2026-12-01", status: "confirmed" },
    };
    expect(read(booking, "en").text).toBe("Photo shoot on Dec 1, 2026: Confirmed.");
    expect(read(booking, "de").text).toBe("Photo shoot am 01.12.2026: Bestätigt.");
  });

  it("counts a chat's messages with plurals and stock in the locale's numbers", () => {
    const chat = { kind: "chat_message" as const, params: { organisationName: "Acme", reference: "#1001", count: 3 } };
    expect(read(chat, "en").text).toBe("Acme wrote 3 messages about #1001.");
    expect(read({ ...chat, params: { ...chat.params, count: 1 } }, "de").text).toBe("Acme hat zu #1001 geschrieben.");
    const stock = {
      kind: "stock_below_hint" as const,
      params: { productTitle: "Mug", variantTitle: "White", locationName: "Berlin", available: 1200, target: 1500 },
    };
    expect(read(stock, "en").text).toBe("Mug · White at Berlin: 1,200 available, the stock hint is 1,500.");
    expect(read(stock, "de").text).toBe("Mug · White in Berlin: 1.200 verfügbar, der Bestandshinweis liegt bei 1.500.");
  });

  it("shows a missing value as a dash, never a stored key or raw number", () => {
    const item = { kind: "invoice_overdue" as const, params: { number: "INV-8", dueOn: "2026-11-01" } };
    expect(read(item, "en").text).toBe("INV-8 was due Nov 1, 2026: — still open.");
  });

  it("lets a screen mark people's data in the sentence", () => {
    const rendered = renderNotification(
      { kind: "claim_decided", params: { orderNumber: "#1001", status: "declined" } },
      context("en"),
    );
    expect(rendered.values.orderNumber?.kind).toBe("text");
    expect(rendered.values.status?.kind).toBe("enum");
    expect(rendered.sentence({ orderNumber: "<#1001>" })).toBe("Your claim on order <#1001>: Declined.");
  });

  it("describes every value of every kind with a label in both languages", () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const field of Object.values(NOTIFICATION_FIELDS[kind])) {
        for (const language of ["en", "de"] as const) {
          expect(context(language).exists(`audit:${field.label}`), `${kind} ${field.label} ${language}`).toBe(true);
        }
      }
    }
  });
});
