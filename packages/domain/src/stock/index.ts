export * from "./arrival";
export * from "./constants";
export * from "./hint";
export * from "./messages";
export * from "./rows";
export * from "./schemas";
