export * from "./arrival";
export * from "./hint";
export * from "./messages";
export * from "./rows";
export * from "./schemas";
