import { shopProcedure } from "./procedure";

/** The organisation's shops with status, order counts and the link to sign in again through the app. */
export const list = shopProcedure.query(async ({ ctx }) => {
  const items = await ctx.services.shops.list(ctx.organisationId);
  return { items, connectUrl: connectUrl() };
});

/** Where a merchant finds the app to install (the demo's fake Shopify when there is no real one). */
function connectUrl(): string | null {
  return process.env.SHOPIFY_APP_LISTING_URL || process.env.SHOPIFY_FAKE_URL || null;
}
