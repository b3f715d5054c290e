export * from "./enums";
export * from "./fields";
export * from "./notifications";
export * from "./order-events";
export * from "./render";
export * from "./schemas";
export * from "./visibility";
