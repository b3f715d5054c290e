import { readFileSync } from "node:fs";
import path from "node:path";
import { type GraphQLEnumType, type GraphQLInputObjectType, type GraphQLObjectType, isEnumType } from "graphql";
import { describe, expect, it } from "vitest";
import { BUCKET } from "./cost";
import { schema } from "./schema";
import { FAKE_API_VERSION } from "./versions";

type Contract = {
  version: string;
  types: Record<string, { page: string; fields: Record<string, string> }>;
  enums: Record<string, { page: string; values: string[] }>;
  errors: { codes: string[] };
  limits: Record<string, number | string>;
  webhooks: { headers: string[] };
};

const dir = path.resolve(__dirname, "../contract");
const contract = JSON.parse(readFileSync(path.join(dir, "admin-api.json"), "utf8")) as Contract;
const source = (file: string) => readFileSync(path.join(__dirname, file), "utf8");

// The contract names what the platform relies on of Shopify (with the documentation pages); the fake
// must answer in exactly those shapes, or the tests against it prove nothing about Shopify.
describe("the fake against the Shopify contract", () => {
  it("speaks the contract's API version", () => {
    expect(contract.version).toBe(FAKE_API_VERSION);
  });

  it("has every field the platform relies on, with Shopify's type", () => {
    for (const [typeName, { page, fields }] of Object.entries(contract.types)) {
      expect(page, typeName).toMatch(/^https:\/\/shopify\.dev\//);
      const type = schema.getType(typeName) as GraphQLObjectType | GraphQLInputObjectType | undefined;
      expect(type, typeName).toBeDefined();
      const own = type?.getFields() ?? {};
      for (const [field, shape] of Object.entries(fields)) {
        expect(String(own[field]?.type), `${typeName}.${field}`).toBe(shape);
      }
    }
  });

  it("knows every enum value the platform relies on", () => {
    for (const [enumName, { values }] of Object.entries(contract.enums)) {
      const type = schema.getType(enumName);
      expect(type && isEnumType(type), enumName).toBe(true);
      const own = (type as GraphQLEnumType).getValues().map((v) => v.name);
      expect(own, enumName).toEqual(expect.arrayContaining(values));
    }
  });

  it("answers with Shopify's error codes, limits and webhook headers", () => {
    const fake = source("fake.ts");
    const answers = `${fake}\n${source("resolvers.ts")}`;
    for (const code of contract.errors.codes) expect(answers, code).toContain(`code: "${code}"`);
    expect(BUCKET).toEqual({
      maximumAvailable: contract.limits.bucketMaximum,
      restoreRate: contract.limits.restorePerSecond,
      singleQueryMax: contract.limits.singleQueryMaximumCost,
    });
    expect(source("resolvers.ts")).toContain(`Math.min(first, ${contract.limits.connectionFirstMaximum})`);
    for (const header of contract.webhooks.headers) expect(fake).toContain(`"${header.toLowerCase()}"`);
  });
});
