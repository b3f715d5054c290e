import { SUPPLIER_CHAT_HOURS } from "@platform/domain";
import { join, raw, type Sql, sql } from "../../../lib/sql";

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * SQL: whether the timestamp column lies inside the supplier chat hours (spec §9) in the given
 * time zone — the same windows `supplierAvailability` reads, as a condition.
 */
export function withinSupplierHours(timestamp: string, zone: string): Sql {
  const local = sql`(${raw(timestamp)} AT TIME ZONE ${zone})`;
  const minuteOfDay = sql`(extract(hour FROM ${local}) * 60 + extract(minute FROM ${local}))`;
  const windows = SUPPLIER_CHAT_HOURS.map(
    (w) =>
      sql`(extract(isodow FROM ${local}) = ${raw(String(w.day))} AND ${minuteOfDay} >= ${raw(String(minutes(w.from)))} AND ${minuteOfDay} < ${raw(String(minutes(w.to)))})`,
  );
  return sql`(${join(windows, " OR ")})`;
}
