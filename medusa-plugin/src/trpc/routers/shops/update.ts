import { shopUpdateSchema } from "@platform/domain";
import type ShopService from "../../../services/shop";
import { shopProcedure } from "./procedure";

/** Shop edit: name and shipment method, of one of the caller's organisation's shops. */
export const update = shopProcedure.input(shopUpdateSchema).mutation(async ({ ctx, input }) => {
  const shops = ctx.container.resolve<ShopService>("shopService");
  return shops.view(await shops.update(ctx.organisationId, input));
});
