export * from "./access";
export * from "./company-validation";
export * from "./enums";
export * from "./messages";
export * from "./roles";
export * from "./schemas";
