import { PACKAGING_KINDS, PACKAGING_ORDER_STATUSES, PACKAGING_TYPES } from "@platform/domain";
import { z } from "zod";

// The router parses "?search=123" as a number; the search box means text. Empty means no filter.
const searchText = z
  .preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().trim().max(100))
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);
const page = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);
const id = z.string().max(64).optional().catch(undefined);

export const packagingSearchSchema = z.object({
  search: searchText,
  type: z.enum(PACKAGING_TYPES).optional().catch(undefined),
  kind: z.enum(PACKAGING_KINDS).optional().catch(undefined),
  page,
});

export const packagingOrdersSearchSchema = z.object({
  search: searchText,
  status: z.enum(PACKAGING_ORDER_STATUSES).optional().catch(undefined),
  page,
});

export const packagingStocksSearchSchema = z.object({ locationId: id });

export const buyPackagingSearchSchema = z.object({ packagingId: id, locationId: id });
