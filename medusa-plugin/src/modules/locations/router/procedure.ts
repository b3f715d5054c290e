import { accessProcedure } from "../../../trpc/trpc";
import type { LocationViewer } from "../types";

/** Merchants see platform warehouses and their own locations; support sees every location. */
export const locationsProcedure = accessProcedure("locations");
/** Priorities are the merchant organisation's own choice. */
export const merchantLocationsProcedure = accessProcedure("locationPriorities");
/** Creating and editing locations, counting stock, drawing an order's stock: support. */
export const supportLocationsProcedure = accessProcedure("manageLocations");

export const viewerOf = (ctx: { organisationId: string; role: string }): LocationViewer => ({
  organisationId: ctx.organisationId,
  support: ctx.role === "support",
});
