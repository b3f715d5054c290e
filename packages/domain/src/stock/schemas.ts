import { z } from "zod";
import { GENERIC_ORDER_LABELS } from "../orders/enums";
import { entityId, pageSchema } from "../shared/schemas";
import { IMPORT_METHODS } from "./constants";
import { STOCK_ORDER_MESSAGES } from "./messages";
import { STOCK_ORDER_MAX_CSV_CHARS, STOCK_ORDER_MAX_QUANTITY } from "./rows";

/** Spec §4's generic labels; see docs/orders-and-stock.md for confirmed and shipped. */
export const STOCK_ORDER_STATUSES = GENERIC_ORDER_LABELS;
export type StockOrderStatus = (typeof STOCK_ORDER_STATUSES)[number];
export type ImportMethod = (typeof IMPORT_METHODS)[number];

/** Pasted lines or a CSV file's text: sku, quantity, unit price (EUR) per row; an optional header. */
export const itemsCsv = z
  .string({ errorMap: () => ({ message: STOCK_ORDER_MESSAGES.itemsRequired }) })
  .max(STOCK_ORDER_MAX_CSV_CHARS, { message: STOCK_ORDER_MESSAGES.itemsTooLarge })
  .refine((text) => text.trim().length > 0, { message: STOCK_ORDER_MESSAGES.itemsRequired });

export const stockOrderListSchema = z.object({
  status: z.enum(STOCK_ORDER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  /** Confirmed by the supplier but not shipped yet (processing without a shipping date). */
  toShip: z.boolean().optional(),
  ...pageSchema,
});
export type StockOrderListInput = z.infer<typeof stockOrderListSchema>;

export const stockOrderIdSchema = z.object({ stockOrderId: entityId });
export type StockOrderIdInput = z.infer<typeof stockOrderIdSchema>;

export const checkStockOrderItemsSchema = z.object({
  supplierId: entityId.optional(),
  itemsCsv,
});
export type CheckStockOrderItemsInput = z.infer<typeof checkStockOrderItemsSchema>;

export const createStockOrderSchema = z.object({
  supplierId: z
    .string({ errorMap: () => ({ message: STOCK_ORDER_MESSAGES.selectSupplier }) })
    .trim()
    .min(1, { message: STOCK_ORDER_MESSAGES.selectSupplier })
    .max(64),
  locationId: z
    .string({ errorMap: () => ({ message: STOCK_ORDER_MESSAGES.selectLocation }) })
    .trim()
    .min(1, { message: STOCK_ORDER_MESSAGES.selectLocation })
    .max(64),
  importMethod: z.enum(IMPORT_METHODS, { errorMap: () => ({ message: STOCK_ORDER_MESSAGES.selectImportMethod }) }),
  itemsCsv,
  note: z.string().trim().max(1000).optional(),
});
export type CreateStockOrderInput = z.infer<typeof createStockOrderSchema>;

/**
 * Receiving: the whole remainder (no items), or the quantities of one delivery. The receipt key is
 * the client's id for this delivery: repeating it (a retry, a double click) never adds twice.
 */
export const receiveStockOrderSchema = z.object({
  stockOrderId: entityId,
  receiptKey: z
    .string()
    .trim()
    .regex(/^[\w-]{8,64}$/),
  items: z
    .array(
      z.object({
        itemId: entityId,
        quantity: z
          .number({ errorMap: () => ({ message: STOCK_ORDER_MESSAGES.quantityInvalid }) })
          .int({ message: STOCK_ORDER_MESSAGES.quantityInvalid })
          .min(0, { message: STOCK_ORDER_MESSAGES.quantityInvalid })
          .max(STOCK_ORDER_MAX_QUANTITY, { message: STOCK_ORDER_MESSAGES.quantityInvalid }),
      }),
    )
    .max(500)
    .optional(),
});
export type ReceiveStockOrderInput = z.infer<typeof receiveStockOrderSchema>;

export const stocksListSchema = z.object({
  locationId: entityId.optional(),
  /** Product, variant or SKU. */
  search: z.string().trim().max(100).optional(),
  belowHint: z.boolean().optional(),
  /** Days of sales the hint reads (default 14). */
  windowDays: z.number().int().min(1).max(90).optional(),
  ...pageSchema,
});
export type StocksListInput = z.infer<typeof stocksListSchema>;

export const stocksExportSchema = stocksListSchema.omit({ page: true, pageSize: true });
export type StocksExportInput = z.infer<typeof stocksExportSchema>;
