// Translation keys of the Stocks and Stock order areas (namespaces "stocks" and "stockOrders").

export const STOCK_ORDER_MESSAGES = {
  /** Spec §8, exact wording: an empty list. */
  noDataFound: "stockOrders:errors.noDataFound",
  /** Spec §8, exact wording: a list or detail that failed to load. */
  noDataFetched: "stockOrders:errors.noDataFetched",
  createFailed: "stockOrders:errors.createFailed",
  actionFailed: "stockOrders:errors.actionFailed",
  notFound: "stockOrders:errors.notFound",
  selectSupplier: "stockOrders:errors.selectSupplier",
  selectLocation: "stockOrders:errors.selectLocation",
  selectImportMethod: "stockOrders:errors.selectImportMethod",
  itemsRequired: "stockOrders:errors.itemsRequired",
  itemsTooLarge: "stockOrders:errors.itemsTooLarge",
  invalidItems: "stockOrders:errors.invalidItems",
  notPending: "stockOrders:errors.notPending",
  notConfirmed: "stockOrders:errors.notConfirmed",
  notShipped: "stockOrders:errors.notShipped",
  notCancellable: "stockOrders:errors.notCancellable",
  receiveTooMuch: "stockOrders:errors.receiveTooMuch",
  receiveNothing: "stockOrders:errors.receiveNothing",
  quantityInvalid: "stockOrders:errors.quantityInvalid",
} as const;

/** Why a row of pasted or imported items was refused (shown with its line number). */
export const STOCK_ORDER_ROW_MESSAGES = {
  unreadable: "stockOrders:rows.unreadable",
  columns: "stockOrders:rows.columns",
  skuMissing: "stockOrders:rows.skuMissing",
  skuUnknown: "stockOrders:rows.skuUnknown",
  notSupplied: "stockOrders:rows.notSupplied",
  quantity: "stockOrders:rows.quantity",
  price: "stockOrders:rows.price",
  tooManyRows: "stockOrders:rows.tooManyRows",
} as const;

export const STOCK_MESSAGES = {
  loadFailed: "stockOrders:errors.noDataFetched",
  empty: "stockOrders:errors.noDataFound",
  exportFailed: "stocks:errors.exportFailed",
} as const;
