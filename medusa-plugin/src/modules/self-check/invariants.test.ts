import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkInvariants, INVARIANTS } from "./data-access/invariants";

const root = path.resolve(__dirname, "../../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("the books' invariants", () => {
  it("have unique ids, a stated rule and a read-only statement each", () => {
    const ids = INVARIANTS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const invariant of INVARIANTS) {
      expect(invariant.rule, invariant.id).toMatch(/\.$/);
      expect(invariant.sql.trim(), invariant.id).toMatch(/^SELECT\b/i);
      expect(invariant.sql, invariant.id).not.toMatch(/\b(INSERT|UPDATE|DELETE|ALTER|DROP|TRUNCATE)\b/i);
    }
  });

  it("each have a title on support's dashboard in English and German, and a row in docs/invariants.md", () => {
    const docs = read("docs/invariants.md");
    for (const lang of ["en", "de"]) {
      const titles = JSON.parse(read(`locales/${lang}/dashboard.json`)).support.selfCheck.rules;
      expect(Object.keys(titles).sort(), lang).toEqual(INVARIANTS.map((i) => i.id).sort());
    }
    for (const invariant of INVARIANTS) expect(docs, invariant.id).toContain(`\`${invariant.id}\``);
  });

  it("report a broken rule with its rows and stay silent on the rules that hold", async () => {
    const findings = await checkInvariants(async (text) => (text === INVARIANTS[1]?.sql ? [{ ref: "#1001" }] : []));
    expect(findings).toEqual([{ id: INVARIANTS[1]?.id, rule: INVARIANTS[1]?.rule, rows: [{ ref: "#1001" }] }]);
  });
});
