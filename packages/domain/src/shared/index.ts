export * from "./calendar";
export * from "./constants";
export * from "./countries";
export * from "./format";
export * from "./messages";
export * from "./schemas";
export * from "./zod-errors";
export * from "./zoned-time";
