import { shopConnectSchema } from "@platform/domain";
import { shopProcedure } from "./procedure";

/** /shopify-login: the signed-in member's organisation gets the shop the app was just installed on. */
export const connect = shopProcedure.input(shopConnectSchema).mutation(async ({ ctx, input }) => {
  const shops = ctx.services.shops;
  const shop = await shops.claim(ctx.organisationId, input.installToken);
  // Orders that arrived while the install waited for its organisation are imported now.
  await ctx.services.shopsWebhooks.resumeDeferred(shop.domain);
  return shops.view(shop);
});
