import type { StocksExportInput, StocksListInput } from "@platform/domain";
import { PlatformService } from "../../lib/platform-service";
import { listStockRows } from "./list-stock-rows";
import { listStocks } from "./list-stocks";

/**
 * Medusa's `stockOverviewService` (services/stock-overview.ts re-exports it): the Stocks screen
 * (`ctx.services.stocks`), the stock export (`GET /store/stock-export`) and the product overview's hints.
 */
export default class StockOverviewService extends PlatformService {
  /** `productId`: only that product's variants (the product overview's hints). */
  async rows(organisationId: string, input: StocksExportInput, productId?: string) {
    return await listStockRows(this.activeManager_, organisationId, input, productId);
  }

  async list(organisationId: string, input: StocksListInput) {
    return await listStocks(this.activeManager_, organisationId, input);
  }
}
