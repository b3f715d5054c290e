export * from "./constants";
export * from "./enums";
export * from "./errors";
export * from "./roles";
export * from "./schemas/auth";
export * from "./validation/company";
export * from "./zod-errors";
