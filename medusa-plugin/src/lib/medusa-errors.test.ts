import { describe, expect, it } from "vitest";
import { mapMedusaError } from "./medusa-errors";

const CORE = "/app/node_modules/@medusajs/medusa/dist";

/** An error as thrown at `frame` (its stack's first "at" line). */
function thrown<T extends Error>(error: T, frame: string, extra: Record<string, unknown> = {}): T {
  error.stack = `${error.name}: ${error.message}\n    at ${frame}\n    at step (x.js:1:1)`;
  return Object.assign(error, extra);
}

function queryFailed(code: string, query: string) {
  const error = new Error("query failed");
  error.name = "QueryFailedError";
  return thrown(error, "PostgresQueryRunner.query (typeorm/driver/postgres/PostgresQueryRunner.js:211:19)", {
    code,
    query,
  });
}

describe("Medusa's core errors and the status they deserve", () => {
  it("a module that is not installed: 404 feature_not_enabled", () => {
    const error = thrown(
      new Error("Stock Locations are not enabled. Please add a Stock Location module to enable this functionality."),
      `${CORE}/api/middlewares/check-registered-modules.js:61:52`,
    );
    expect(mapMedusaError(error)).toMatchObject({ status: 404, code: "feature_not_enabled" });
  });

  it("a lookup that found nothing (Medusa's `IN ()` on an empty id list): 404", () => {
    const error = queryFailed("42601", `SELECT "Cart"."id" FROM "cart" "Cart" WHERE "Cart"."id" IN ()`);
    expect(mapMedusaError(error)).toMatchObject({ status: 404, type: "not_found" });
  });

  it("a value the column cannot take (SQLSTATE class 22): 400", () => {
    expect(mapMedusaError(queryFailed("22P02", "SELECT 1"))).toMatchObject({ status: 400, type: "invalid_data" });
    expect(mapMedusaError(queryFailed("22001", "INSERT …"))).toMatchObject({ status: 400 });
  });

  it("a missing field Medusa's own code reads: 400", () => {
    const error = thrown(
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      `${CORE}/api/routes/admin/customer-groups/add-customers-batch.js:172:82`,
    );
    expect(mapMedusaError(error)).toMatchObject({ status: 400, messageKey: "common:errors.missingData" });
  });

  it("leaves the rest to Medusa: the plugin's own TypeError, other SQL errors, Medusa's typed errors", () => {
    const ours = thrown(
      new TypeError("Cannot read properties of undefined"),
      "/app/medusa-plugin/dist/services/x.js:1:1",
    );
    expect(mapMedusaError(ours)).toBeNull();
    expect(mapMedusaError(queryFailed("42601", "SELECT FROM"))).toBeNull();
    expect(mapMedusaError(queryFailed("40P01", "UPDATE …"))).toBeNull();
    const unrelated = thrown(new Error("Inventory is not enabled"), `${CORE}/services/cart.js:1:1`);
    expect(mapMedusaError(unrelated)).toBeNull();
    expect(mapMedusaError(Object.assign(new Error("Order was not found"), { type: "not_found" }))).toBeNull();
    expect(mapMedusaError("boom")).toBeNull();
    expect(mapMedusaError(null)).toBeNull();
  });
});
