import { describe, expect, it } from "vitest";
import { defineTable, join, raw, returnedRows, sql, timeZoneLiteral, where, withinDays } from "./sql";

describe("sql", () => {
  it("writes a configured time zone as a literal and refuses one that is not a zone", () => {
    expect(sql`AT TIME ZONE ${timeZoneLiteral("Europe/Berlin")}`.compile().text).toBe("AT TIME ZONE 'Europe/Berlin'");
    expect(() => timeZoneLiteral("Europe/Berlin'; DROP TABLE invoice; --")).toThrow(RangeError);
    // Checked zones are remembered; a refused one is refused again, never remembered.
    expect(sql`${timeZoneLiteral("Europe/Berlin")}`.compile().text).toBe("'Europe/Berlin'");
    expect(() => timeZoneLiteral("Europe/Berlin'; DROP TABLE invoice; --")).toThrow(RangeError);
  });

  it("limits a column to calendar days in the zone, both inclusive, either end open", () => {
    const both = where(withinDays(raw("e.created_at"), { from: "2026-03-01", to: "2026-03-31" }, "Europe/Berlin"));
    expect(both.compile()).toEqual({
      text:
        "WHERE e.created_at >= ($1::date)::timestamp AT TIME ZONE 'Europe/Berlin'" +
        " AND e.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin'",
      values: ["2026-03-01", "2026-03-31"],
    });
    expect(where(withinDays(raw("a.created_at"), { to: "2026-03-31" }, "UTC")).compile().values).toEqual([
      "2026-03-31",
    ]);
    expect(withinDays(raw("a.created_at"), {}, "UTC")).toEqual([]);
    expect(() => withinDays(raw("a.created_at"), { from: "2026-03-01" }, "Mars/Olympus")).toThrow(RangeError);
  });

  it("numbers parameters through nested pieces, in order", () => {
    const status = sql`p.status = ${"active"}`;
    const search = sql`lower(p.name) LIKE ${"%box%"}`;
    const statement = sql`SELECT * FROM packaging p ${where([status, search])} LIMIT ${20} OFFSET ${40}`;
    expect(statement.compile()).toEqual({
      text: "SELECT * FROM packaging p WHERE p.status = $1 AND lower(p.name) LIKE $2 LIMIT $3 OFFSET $4",
      values: ["active", "%box%", 20, 40],
    });
  });

  it("leaves out WHERE without conditions, and keeps a value that looks like SQL a parameter", () => {
    expect(sql`SELECT 1 ${where([])}`.compile().text).toBe("SELECT 1 ");
    const hostile = "x'; DROP TABLE packaging; --";
    expect(sql`SELECT ${hostile}`.compile()).toEqual({ text: "SELECT $1", values: [hostile] });
    expect(join([raw("a"), raw("b")], " OR ").compile().text).toBe("a OR b");
  });

  it("selects, inserts and updates every field of a defined table by its column", () => {
    type Row = { id: string; organisationId: string | null; weightG: number };
    const table = defineTable<Row>("packaging", { id: "id", organisationId: "organisation_id", weightG: "weight_g" });
    expect(table.select("p").compile().text).toBe(
      'p.id AS "id", p.organisation_id AS "organisationId", p.weight_g AS "weightG"',
    );
    expect(
      table
        .insert([
          { id: "a", organisationId: null, weightG: 5 },
          { id: "b", organisationId: "org", weightG: 6 },
        ])
        .compile(),
    ).toEqual({
      text: "INSERT INTO packaging (id, organisation_id, weight_g) VALUES ($1, $2, $3), ($4, $5, $6)",
      values: ["a", null, 5, "b", "org", 6],
    });
    expect(
      sql`UPDATE packaging SET ${table.set({ weightG: 7, organisationId: null })} WHERE id = ${"a"}`.compile(),
    ).toEqual({
      text: "UPDATE packaging SET organisation_id = $1, weight_g = $2 WHERE id = $3",
      values: [null, 7, "a"],
    });
  });

  it("refuses an insert without rows and an update without fields, before PostgreSQL sees them", () => {
    const table = defineTable<{ id: string }>("packaging", { id: "id" });
    expect(() => table.insert([])).toThrow("insert into packaging: no rows");
    expect(() => table.set({})).toThrow("update of packaging: nothing to set");
  });

  it("gives the rows of an UPDATE … RETURNING as of a SELECT", () => {
    expect(returnedRows([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(returnedRows([{ id: 1 }])).toEqual([{ id: 1 }]);
  });
});
