// The domain's contracts, one folder per domain (schemas, enums, messages, constants and rules
// shared by the server and the forms); `shared/` holds what every domain uses.

export * from "./api-keys";
export * from "./audit";
export * from "./auth";
export * from "./bookings";
export * from "./chats";
export * from "./claims";
export * from "./invitations";
export * from "./invoices";
export * from "./locations";
export * from "./members";
export * from "./notifications";
export * from "./orders";
export * from "./organisations";
export * from "./packaging";
export * from "./products";
export * from "./retours";
export * from "./settings";
export * from "./shared";
export * from "./shop-drift";
export * from "./shops";
export * from "./spec-messages";
export * from "./stock";
export * from "./suppliers";
export * from "./uploads";
export * from "./webhooks";
