import type { ProductListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { listProducts as listRows, salesRows, stockRows } from "./data-access/catalogue";
import type { StockAtLocation, Viewer } from "./types";

/**
 * The merchant's view of the platform catalogue: what it sells (linked to one of its shops) and may
 * sell (every published product), with its stock per location and the sales of the last 30 days.
 * Support sees every product, drafts too, and every organisation's figures.
 */
export async function listProducts(manager: EntityManager, viewer: Viewer, input: ProductListInput) {
  const { rows, total } = await listRows(manager, viewer, input, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const ids = rows.map((row) => row.id);
  const stock = new Map<string, StockAtLocation[]>();
  for (const { key, ...row } of await stockRows(manager, viewer, "product", ids)) {
    stock.set(key, [...(stock.get(key) ?? []), row]);
  }
  const sales = new Map((await salesRows(manager, viewer, "product", ids)).map((row) => [row.key, row.quantity]));
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      thumbnail: row.thumbnail ?? null,
      variants: row.variants,
      skus: row.skus,
      linked: row.links > 0,
      stock: stock.get(row.id) ?? [],
      sales30Days: sales.get(row.id) ?? 0,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
