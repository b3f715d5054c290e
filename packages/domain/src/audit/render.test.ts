// What a person reads in a history or the audit log, in English and German, with the real locale
// files: money, enums by their labels, references by name, yes/no, days and measures with units.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDimensions, formatLength, formatMoney, formatWeight } from "../shared/format";
import { type AuditRenderContext, renderAuditChange } from "./render";

const LOCALES = path.resolve(__dirname, "../../../../locales");

function context(language: "en" | "de", names: Record<string, string> = {}): AuditRenderContext {
  const lookup = (key: string) => {
    const [namespace, rest] = key.split(":") as [string, string];
    const file = path.join(LOCALES, language, `${namespace}.json`);
    if (!fs.existsSync(file)) return undefined;
    let node: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const part of rest.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === "string" ? node : undefined;
  };
  return { t: (key) => lookup(key) ?? key, exists: (key) => lookup(key) !== undefined, language, names };
}

const read = (rows: ReturnType<typeof renderAuditChange>) =>
  rows.map((row) => {
    const side = (value: (typeof rows)[number]["after"]) =>
      value === null ? null : value.state === "shown" ? value.text : `(${value.state})`;
    return [row.label, side(row.before), side(row.after)];
  });

// Intl puts a narrow no-break space between number and unit/currency in some locales.
const normal = (rows: unknown) => JSON.parse(JSON.stringify(rows).replace(/\\u00a0|\\u202f|\u00a0|\u202f/g, " "));

describe("renderAuditChange", () => {
  const issued = {
    subjectType: "invoice" as const,
    action: "invoice.issued" as const,
    before: null,
    after: {
      number: "INV-1",
      total: 66316,
      currency_code: "eur",
      due_on: "2026-12-10",
      type: "invoice",
      status: "open",
    },
  };

  it("shows an issued invoice's money, day and enums in English", () => {
    expect(normal(read(renderAuditChange(issued, context("en"))))).toEqual([
      ["Number", null, "INV-1"],
      ["Total", null, "€663.16"],
      ["Currency", null, "EUR"],
      ["Due on", null, "Dec 10, 2026"],
      ["Invoice type", null, "Invoice"],
      ["Status", null, "Open"],
    ]);
  });

  it("shows the same in German", () => {
    const rows = normal(read(renderAuditChange(issued, context("de"))));
    expect(rows).toContainEqual(["Gesamt", null, "663,16 €"]);
    expect(rows).toContainEqual(["Fällig am", null, "10.12.2026"]);
    expect(rows).toContainEqual(["Währung", null, "EUR"]);
  });

  it("describes a payment field by field, the empty side named", () => {
    const rows = read(
      renderAuditChange(
        {
          subjectType: "invoice",
          action: "invoice.payment_recorded",
          before: { status: "open", amount_paid: 0, payment: null },
          after: { status: "paid", amount_paid: 66316, payment: { amount: 66316, method: "bank" } },
        },
        context("en"),
      ),
    );
    expect(normal(rows)).toEqual([
      ["Status", "Open", "Paid"],
      ["Amount paid", "€0.00", "€663.16"],
      ["Payment", "(empty)", "Amount: €663.16, Payment method: Bank transfer"],
    ]);
  });

  it("reads a booking: quantity, unit price, day and yes/no in both languages", () => {
    const booking = {
      subjectType: "booking" as const,
      action: "booking.created" as const,
      before: null,
      after: { amount: 3, unit_price: 3990, booking_date: "2026-12-01", terms_accepted: true },
    };
    expect(normal(read(renderAuditChange(booking, context("en"))))).toEqual([
      ["Booked quantity", null, "3"],
      ["Unit price", null, "€39.90"],
      ["Booking date", null, "Dec 1, 2026"],
      ["Terms accepted", null, "yes"],
    ]);
    expect(normal(read(renderAuditChange(booking, context("de"))))).toEqual([
      ["Gebuchte Menge", null, "3"],
      ["Stückpreis", null, "39,90 €"],
      ["Buchungsdatum", null, "01.12.2026"],
      ["AGB akzeptiert", null, "ja"],
    ]);
  });

  it("names references by the names the server resolved, and keyed values by their key", () => {
    const rows = read(
      renderAuditChange(
        {
          subjectType: "packaging_order",
          action: "packaging_order.producer_assigned",
          before: { producer_organisation_id: null },
          after: { producer_organisation_id: "org_1" },
        },
        context("en", { org_1: "Box Factory GmbH" }),
      ),
    );
    expect(rows).toEqual([["Producer", "(empty)", "Box Factory GmbH"]]);
    const priorities = read(
      renderAuditChange(
        {
          subjectType: "organisation",
          action: "organisation.location_priorities_set",
          before: { country: "de", "Berlin warehouse": 1 },
          after: { country: "de", "Berlin warehouse": 2 },
        },
        context("de"),
      ),
    );
    expect(priorities).toEqual([
      ["Land", "Deutschland", "Deutschland"],
      ["Berlin warehouse", "1", "2"],
    ]);
  });

  it("shows measures with their units and hidden values as hidden", () => {
    const rows = normal(
      read(
        renderAuditChange(
          {
            subjectType: "packaging_order",
            action: "packaging_order.dimensions_overridden",
            before: { length_mm: 120, width_mm: 90 },
            after: { length_mm: 1200, width_mm: 95 },
          },
          context("de"),
        ),
      ),
    );
    expect(rows).toEqual([
      ["Länge", "120 mm", "120 cm"],
      ["Breite", "90 mm", "95 mm"],
    ]);
    const secret = read(
      renderAuditChange(
        {
          subjectType: "organisation",
          action: "organisation.slack_updated",
          before: { slack_webhook_url: null },
          after: { slack_webhook_url: "[redacted]" },
        },
        context("en"),
      ),
    );
    expect(secret).toEqual([["Slack webhook", "(empty)", "(hidden)"]]);
  });
});

describe("value formatters", () => {
  it("formats money, weights and lengths in the user's locale", () => {
    expect(normal(formatMoney(66316, "eur", "en"))).toBe("€663.16");
    expect(normal(formatMoney(66316, "eur", "de"))).toBe("663,16 €");
    expect(normal(formatWeight(380, "en"))).toBe("380 g");
    expect(normal(formatWeight(1250, "en"))).toBe("1.25 kg");
    expect(normal(formatWeight(1250, "de"))).toBe("1,25 kg");
    expect(normal(formatLength(120, "de"))).toBe("120 mm");
    expect(normal(formatDimensions([120, 90, 100], "en"))).toBe("120 × 90 × 100 mm");
    expect(normal(formatDimensions([1500, 900, null], "de"))).toBe("150 × 90 × — cm");
    expect(formatWeight(null, "en")).toBe("—");
    expect(formatDimensions([null, null, null], "en")).toBe("—");
  });
});
