import { OPEN_PRODUCT_REQUEST_STATUSES, PRODUCT_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import type { StockOverviewService } from "../stocks";
import {
  openRequestsOfProduct,
  openStockOrdersOf,
  requestChatsOfProduct,
  salesRows,
  stockRows,
  variantsOfProduct,
  visibleProduct,
} from "./data-access/catalogue";
import { listProductLinks } from "./list-product-links";
import type { Viewer } from "./types";

/** Where a variant runs short (spec §9's stock hint): the stock overview's rows below their hint. */
export type StockHints = Pick<StockOverviewService, "rows">;

/** Product overview: variants with stock and sales, links, open requests and their chats. */
export async function getProductOverview(
  manager: EntityManager,
  stockHints: StockHints,
  viewer: Viewer,
  productId: string,
) {
  const product = await visibleProduct(manager, viewer, productId);
  if (!product) throw new DomainError("NOT_FOUND", PRODUCT_MESSAGES.notFound);
  const variants = await variantsOfProduct(manager, productId);
  const variantIds = variants.map((v) => v.id);
  const stock = await stockRows(manager, viewer, "variant", variantIds);
  const sales = await salesRows(manager, viewer, "variant", variantIds);
  const links = await listProductLinks(manager, viewer, productId);
  // The stock hint (spec §9) is the merchant's own: where a variant runs short, and how many to order.
  const below = viewer.isSupport
    ? []
    : (await stockHints.rows(viewer.organisationId, { belowHint: true }, productId)).rows;
  const openRequests = await openRequestsOfProduct(manager, viewer, productId, OPEN_PRODUCT_REQUEST_STATUSES);
  const openStockOrders = await openStockOrdersOf(manager, viewer, variantIds);
  const chats = await requestChatsOfProduct(manager, viewer, productId);
  return {
    product: {
      id: product.id,
      title: product.title,
      subtitle: product.subtitle ?? null,
      status: product.status,
      thumbnail: product.thumbnail ?? null,
      hsCode: product.hsCode ?? null,
      midCode: product.midCode ?? null,
      originCountry: product.originCountry ?? null,
    },
    variants: variants.map((v) => ({
      id: v.id,
      title: v.title,
      sku: v.sku ?? null,
      barcode: v.barcode ?? null,
      stock: stock.filter((s) => s.key === v.id).map(({ key: _key, ...rest }) => rest),
      sales30Days: sales.find((s) => s.key === v.id)?.quantity ?? 0,
      belowHint: below
        .filter((row) => row.variant.id === v.id)
        .map((row) => ({ locationName: row.location.name, proposedQuantity: row.hint.proposedQuantity })),
    })),
    links,
    openRequests,
    openStockOrders,
    chats,
  };
}
