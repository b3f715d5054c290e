import { BULK_IMPORT_METHODS, type BulkImportMethod } from "./constants";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §9: by plane 3–15 days, by train 45–55 days, counted from the day the supplier ships (until
 * then from the order date); stock in China is kept at the China warehouse and has no transit
 * window of its own.
 */
export function arrivalWindow(method: BulkImportMethod, from: Date): { earliest: Date; latest: Date } | null {
  const entry = BULK_IMPORT_METHODS.find((m) => m.method === method);
  if (!entry || entry.minDays === null || entry.maxDays === null) return null;
  return {
    earliest: new Date(from.getTime() + entry.minDays * DAY_MS),
    latest: new Date(from.getTime() + entry.maxDays * DAY_MS),
  };
}
