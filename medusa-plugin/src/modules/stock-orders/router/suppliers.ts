import { accessProcedure } from "../../../trpc/trpc";

/** The suppliers a merchant can order stock from. */
export const suppliers = accessProcedure("orderStock").query(
  async ({ ctx }) => await ctx.services.stockOrders.suppliers(),
);
