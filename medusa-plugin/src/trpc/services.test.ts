import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REGISTERED } from "./services";

// docs/architecture.md, "Names": the context's service keys are the modules' names, so
// `ctx.services.stocks` is the stocks module and a locations service is `locationsStock`.

const camel = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const modules = fs
  .readdirSync(path.join(__dirname, "../modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => camel(entry.name));
/** Not a module's: Medusa's own customer service. */
const INFRASTRUCTURE = ["medusaCustomers"];

describe("the context's service keys", () => {
  it("are a module's name, or a module's name and the service's part", () => {
    const owner = (key: string) =>
      modules.find((name) => key === name || (key.startsWith(name) && /^[A-Z]/.test(key.slice(name.length))));
    const strays = Object.keys(REGISTERED).filter((key) => !INFRASTRUCTURE.includes(key) && !owner(key));
    expect(strays).toEqual([]);
  });

  it("give every module with a service key its main service under the module's own name", () => {
    const withKeys = modules.filter((name) =>
      Object.keys(REGISTERED).some((key) => key.startsWith(name) && /^([A-Z]|$)/.test(key.slice(name.length))),
    );
    const withoutMain = withKeys.filter((name) => !(name in REGISTERED));
    expect(withoutMain).toEqual([]);
  });
});
