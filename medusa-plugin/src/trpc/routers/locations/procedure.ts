import type LocationService from "../../../services/location";
import type { LocationViewer } from "../../../services/location";
import { roleProcedure, type ServiceContainer } from "../../trpc";

/** Merchants see platform warehouses and their own locations; support sees every location. */
export const locationsProcedure = roleProcedure("customer", "support");
/** Priorities are the merchant organisation's own choice. */
export const merchantLocationsProcedure = roleProcedure("customer");
/** Creating and editing locations, counting stock, drawing an order's stock: support. */
export const supportLocationsProcedure = roleProcedure("support");

export const locationService = (container: ServiceContainer) => container.resolve<LocationService>("locationService");

export const viewerOf = (ctx: { organisationId: string; role: string }): LocationViewer => ({
  organisationId: ctx.organisationId,
  support: ctx.role === "support",
});
