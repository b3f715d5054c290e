import { PACKAGING_KINDS, PACKAGING_ORDER_STATUSES, PACKAGING_TYPES } from "@platform/domain/plain";
import { object, oneOf, page, searchText, text } from "./search-params";

const id = text(64);

export const packagingSearchSchema = object({
  search: searchText,
  type: oneOf(PACKAGING_TYPES),
  kind: oneOf(PACKAGING_KINDS),
  page,
});

export const packagingOrdersSearchSchema = object({
  search: searchText,
  status: oneOf(PACKAGING_ORDER_STATUSES),
  page,
});

export const packagingStocksSearchSchema = object({ locationId: id });

export const buyPackagingSearchSchema = object({ packagingId: id, locationId: id });
