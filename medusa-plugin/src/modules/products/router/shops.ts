import { accessProcedure } from "../../../trpc/trpc";
import { viewerOf } from "./procedure";

/** The connected shops whose products the caller may link (support: every organisation's). */
export const shops = accessProcedure("linkProducts").query(
  async ({ ctx }) => await ctx.services.productsLinks.shops(viewerOf(ctx)),
);
