import { listOwnServices } from "../list-services";
import { providerProcedure } from "./procedure";

/** The provider's own services, enabled and disabled. */
export const services = providerProcedure.query(
  async ({ ctx }) => await listOwnServices(ctx.services.manager, ctx.organisationId),
);
