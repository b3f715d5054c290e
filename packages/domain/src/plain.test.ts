import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The web app's entry imports `@platform/domain/plain`: if a file behind it imported zod (even
// through another file), zod would be back on the first visit to /login.
describe("@platform/domain/plain", () => {
  it("reaches no module that imports zod", () => {
    const seen = new Set<string>();
    const withZod: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, "utf8");
      // Type-only imports leave no code behind.
      for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)) {
        if (specifier === "zod") withZod.push(path.relative(__dirname, file));
        else if (specifier?.startsWith(".")) {
          const target = path.resolve(path.dirname(file), specifier);
          visit(fs.existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, "index.ts"));
        }
      }
    };
    visit(path.join(__dirname, "plain.ts"));
    expect(seen.size).toBeGreaterThan(50);
    expect(withZod).toEqual([]);
  });
});
