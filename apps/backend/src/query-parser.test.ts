import { QUERY_STRING_LIMITS } from "@platform/domain";
import express from "express";
import { expect, it } from "vitest";
import { parseQueryString } from "./query-parser";

it("keeps list parameters as arrays up to the array limit, and makes a higher index an object", () => {
  expect(parseQueryString("status[]=a&status[]=b")).toEqual({ status: ["a", "b"] });
  expect(parseQueryString(`id[${QUERY_STRING_LIMITS.arrayLimit - 1}]=x`)).toEqual({ id: ["x"] });
  expect(parseQueryString(`id[${QUERY_STRING_LIMITS.arrayLimit}]=x`)).toEqual({
    id: { [String(QUERY_STRING_LIMITS.arrayLimit)]: "x" },
  });
  // A far index never becomes a sparse array of that length.
  expect(Array.isArray(parseQueryString("id[99999999]=x").id)).toBe(false);
});

it("nests no deeper than the depth limit", () => {
  const parsed = parseQueryString("a[b][c][d][e][f][g][h]=1") as Record<string, unknown>;
  let level: unknown = parsed.a;
  let depth = 0;
  while (level && typeof level === "object" && !Array.isArray(level)) {
    const [key, next] = Object.entries(level as Record<string, unknown>)[0] ?? [];
    depth++;
    if (typeof next !== "object") {
      // The rest of the brackets stay one key at the deepest allowed level.
      expect(key).toBe("[g][h]");
      break;
    }
    level = next;
  }
  expect(depth).toBe(QUERY_STRING_LIMITS.depth + 1);
});

it("reads the first 1,000 parameters and drops the rest", () => {
  const text = Array.from({ length: QUERY_STRING_LIMITS.parameterLimit + 50 }, (_, i) => `p${i}=1`).join("&");
  expect(Object.keys(parseQueryString(text))).toHaveLength(QUERY_STRING_LIMITS.parameterLimit);
});

it("is what an Express app with it as query parser gives its routes", async () => {
  const app = express();
  app.set("query parser", parseQueryString);
  app.get("/q", (req, res) => res.json(req.query));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/q?id[25]=x&list[]=a`);
    expect(await response.json()).toEqual({ id: { "25": "x" }, list: ["a"] });
  } finally {
    server.close();
  }
});
