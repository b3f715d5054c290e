import { shopUpdateSchema } from "@platform/domain";
import { shopProcedure } from "./procedure";

/** Shop edit: name and shipment method, of one of the caller's organisation's shops. */
export const update = shopProcedure.input(shopUpdateSchema).mutation(async ({ ctx, input }) => {
  const shops = ctx.services.shops;
  return shops.view(await shops.update(ctx.organisationId, input));
});
