export * from "./constants";
export * from "./enums";
export * from "./messages";
export * from "./schemas";
