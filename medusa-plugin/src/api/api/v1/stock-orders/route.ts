import {
  apiStockOrderCreatedSchema,
  apiStockOrderPageSchema,
  createStockOrderSchema,
  scopeOf,
  stockOrderListSchema,
} from "@platform/domain";
import type { StockOrderService } from "../../../../modules/stock-orders";
import { apiRoute, documented, queryInput } from "../../../rest-api";

/** GET /api/v1/stock-orders — the organisation's stock orders, newest first, by status and search. */
export const GET = apiRoute(
  { scope: scopeOf("stock_orders", "read"), access: "stockOrders" },
  async ({ caller, req }) => {
    const input = stockOrderListSchema.parse(queryInput(req, { flags: ["toShip"] }));
    const page = await req.scope
      .resolve<StockOrderService>("stockOrderService")
      .list({ organisationId: caller.organisationId, role: "customer" }, input);
    return { status: 200, body: documented(apiStockOrderPageSchema, { ...page, data: page.items }) };
  },
);

/**
 * POST /api/v1/stock-orders — the app's "Order stock": supplier, location, import method and the
 * items as CSV (`sku,quantity` lines); any bad row refuses the whole order with its message. Needs an Idempotency-Key.
 */
export const POST = apiRoute(
  { scope: scopeOf("stock_orders", "write"), access: "orderStock", write: true },
  async ({ caller, req, body }) => {
    const input = createStockOrderSchema.parse(body);
    const id = await req.scope
      .resolve<StockOrderService>("stockOrderService")
      .create(caller.organisationId, caller.customerId, input);
    return { status: 201, body: documented(apiStockOrderCreatedSchema, { id }) };
  },
);
