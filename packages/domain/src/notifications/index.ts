export * from "./enums";
export * from "./rules";
export * from "./schemas";
