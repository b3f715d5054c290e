import { calendarDay } from "@platform/domain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { locationPrioritySearchSchema, loginSearchSchema, onboardingSearchSchema, ordersSearchSchema } from "./search";
import { day, flag, object, oneOf, page, pathId, searchText, text } from "./search-params";

// The zod schemas the hand-written checks replaced (lib/search.ts before issue 34's weight work):
// each check must keep and drop exactly what its zod original kept and dropped.
const zodSearchText = z
  .preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().trim().max(100))
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);
const zodPage = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);
const zodDay = calendarDay().optional().catch(undefined);

const INPUTS: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  2,
  -3,
  1.5,
  10_000,
  10_001,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  "",
  " ",
  "1",
  " 2 ",
  "abc",
  "  Mug  ",
  "x".repeat(100),
  ` ${"x".repeat(100)} `,
  "x".repeat(101),
  "2026-02-28",
  " 2026-02-28 ",
  "2026-02-30",
  "0000-01-01",
  "2026-2-1",
  "signin",
  "forgot",
  "SIGNIN",
  [],
  ["a"],
  {},
  { a: 1 },
];

describe("URL search checks without zod", () => {
  it("keep and drop exactly what the zod schemas did", () => {
    for (const input of INPUTS) {
      const label = JSON.stringify(input) ?? String(input);
      expect(searchText(input), `searchText ${label}`).toEqual(zodSearchText.parse(input));
      expect(page(input), `page ${label}`).toEqual(zodPage.parse(input));
      expect(day(input), `day ${label}`).toEqual(zodDay.parse(input));
      expect(flag(input), `flag ${label}`).toEqual(z.boolean().optional().catch(undefined).parse(input));
      expect(oneOf(["signin", "forgot"])(input), `oneOf ${label}`).toEqual(
        z.enum(["signin", "forgot"]).optional().catch(undefined).parse(input),
      );
      expect(text(64)(input), `text ${label}`).toEqual(z.string().max(64).optional().catch(undefined).parse(input));
    }
  });

  it("keep the URL's keys as zod's object did and drop unknown ones", () => {
    const schema = object({ search: searchText, page });
    expect(schema.parse({ search: " mug ", page: "2", other: "x" })).toStrictEqual({ search: "mug", page: 2 });
    // A key the URL had but whose value is refused stays, undefined (the router leaves it out of the URL).
    expect(schema.parse({ page: "zero" })).toStrictEqual({ page: undefined });
    expect(schema.parse({})).toStrictEqual({});
  });

  it("read the routes' own params as before", () => {
    expect(loginSearchSchema.parse({ mode: "signup", redirect: "/a/orders" })).toEqual({
      mode: "signup",
      redirect: "/a/orders",
    });
    // Only paths inside the app are followed after sign-in.
    expect(loginSearchSchema.parse({ redirect: "https://evil.example/a" }).redirect).toBeUndefined();
    expect(loginSearchSchema.parse({ redirect: "/admin" }).redirect).toBeUndefined();
    expect(onboardingSearchSchema.parse({ step: "2" }).step).toBe(2);
    expect(onboardingSearchSchema.parse({ step: 3 }).step).toBeUndefined();
    expect(locationPrioritySearchSchema.parse({ country: " de " }).country).toBe("DE");
    expect(locationPrioritySearchSchema.parse({ country: "*" }).country).toBe("*");
    expect(locationPrioritySearchSchema.parse({ country: "DEU" }).country).toBeUndefined();
    expect(
      ordersSearchSchema.parse({ search: 123, needsLinking: true, sort: "nope", dir: "after", page: 2 }),
    ).toStrictEqual({ search: "123", needsLinking: true, sort: undefined, dir: "after" });
  });

  it("refuse an empty or overlong id in a path, as the route's zod params did", () => {
    expect(pathId("order_01", "orderId")).toBe("order_01");
    expect(() => pathId("", "orderId")).toThrow();
    expect(() => pathId("x".repeat(65), "orderId")).toThrow();
  });
});
