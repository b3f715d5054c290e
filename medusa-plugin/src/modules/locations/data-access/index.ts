// The locations module's SQL: location, location_priority, location_stock, stock_reservation, and
// the routing columns of order_extension. Every stock change is one conditional UPDATE, so stock
// is never oversold; the routing reads are the ones the order intake runs per order.
export * from "./locations";
export * from "./routing";
export * from "./stock";
export type { LocationRecord, LocationRow, ReservedStock } from "./tables";
