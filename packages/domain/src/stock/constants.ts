export const BULK_IMPORT_METHODS = [
  { method: "plane", minDays: 3, maxDays: 15 },
  { method: "train", minDays: 45, maxDays: 55 },
  { method: "china_stock", minDays: null, maxDays: null },
] as const;

export type BulkImportMethod = (typeof BULK_IMPORT_METHODS)[number]["method"];

/** The import methods alone, for enumerations (stock orders, bulk order offers). */
export const IMPORT_METHODS = BULK_IMPORT_METHODS.map((m) => m.method) as unknown as readonly [
  "plane",
  "train",
  "china_stock",
];

export const STOCK_HINT_MIN_DAYS_OF_SALES = 3;
