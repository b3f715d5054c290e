import type { StocksListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { listStockRows } from "./list-stock-rows";

/** The Stocks screen's page: the rows, how many, the hint's window and how many are below their hint. */
export async function listStocks(manager: EntityManager, organisationId: string, input: StocksListInput) {
  const { rows, hintDays } = await listStockRows(manager, organisationId, input);
  const start = (input.page - 1) * input.pageSize;
  return {
    items: rows.slice(start, start + input.pageSize),
    total: rows.length,
    page: input.page,
    pageSize: input.pageSize,
    hintDays,
    belowHint: rows.filter((row) => row.hint.below).length,
  };
}
