import { apiStockPageSchema, scopeOf, stocksListSchema } from "@platform/domain";
import type { StockOverviewService } from "../../../../modules/stocks";
import { apiRoute, documented, queryInput } from "../../../rest-api";

/**
 * GET /api/v1/stock — the Stocks screen's rows: every variant the organisation holds or has on its
 * way, per location (filter `locationId`), with what is reserved, available, arriving and the stock hint.
 */
export const GET = apiRoute({ scope: scopeOf("stock", "read"), access: "stocks" }, async ({ caller, req }) => {
  const input = stocksListSchema.parse(queryInput(req, { numbers: ["windowDays"], flags: ["belowHint"] }));
  const page = await req.scope.resolve<StockOverviewService>("stockOverviewService").list(caller.organisationId, input);
  return {
    status: 200,
    body: documented(apiStockPageSchema, { ...page, data: page.items }),
  };
});
