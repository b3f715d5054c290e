import { accessProcedure } from "../../../trpc/trpc";

/** Support: the active supplier organisations a request can be assigned to. */
export const producers = accessProcedure("decideProductRequests").query(async ({ ctx }) => {
  return await ctx.services.productRequests.producers();
});
