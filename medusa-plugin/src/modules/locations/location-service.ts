import type {
  CreateLocationInput,
  LocationGetInput,
  LocationListInput,
  SetLocationPrioritiesInput,
  UpdateLocationInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { getLocation, visibleLocation } from "./get-location";
import { listLocations } from "./list-locations";
import type OrderRoutingService from "./order-routing-service";
import { createLocation, updateLocation } from "./save-location";
import { listPriorities, setPriorities } from "./set-priorities";
import type { LocationView, LocationViewer } from "./types";

type InjectedDependencies = { manager: EntityManager; orderRoutingService: OrderRoutingService };

const SUPPORT: LocationViewer = { organisationId: "", support: true };

/**
 * Locations (platform warehouses and organisations' own) and each organisation's priorities per
 * country; stock is LocationStockService, routing OrderRoutingService.
 */
export default class LocationService extends PlatformService<InjectedDependencies> {
  async list(viewer: LocationViewer, input: LocationListInput) {
    return await listLocations(this.activeManager_, viewer, input);
  }

  async get(viewer: LocationViewer, input: LocationGetInput) {
    return await getLocation(this.activeManager_, viewer, input);
  }

  async create(input: CreateLocationInput): Promise<LocationView> {
    const id = await this.transaction_((manager) => createLocation(manager, input));
    return await visibleLocation(this.activeManager_, SUPPORT, id);
  }

  async update(input: UpdateLocationInput): Promise<LocationView> {
    await this.transaction_((manager) => updateLocation(manager, input));
    return await visibleLocation(this.activeManager_, SUPPORT, input.locationId);
  }

  async priorities(organisationId: string, country: string) {
    return await listPriorities(this.activeManager_, organisationId, country);
  }

  /** Sets the organisation's levels for one country, all or nothing; waiting orders are routed again. */
  async setPriorities(organisationId: string, input: SetLocationPrioritiesInput) {
    await this.transaction_((manager) => setPriorities(manager, organisationId, input));
    await this.deps_.orderRoutingService.routeWaitingOrders(organisationId);
    return await listPriorities(this.activeManager_, organisationId, input.country);
  }
}
