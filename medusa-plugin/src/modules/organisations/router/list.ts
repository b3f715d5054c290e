import { organisationListSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";
import { scopeOf } from "./scope";

/** Organisation list: support sees all, an agency its client organisations. */
export const list = accessProcedure("organisations")
  .input(organisationListSchema)
  .query(async ({ ctx, input }) => {
    return await ctx.services.organisations.list(scopeOf(ctx), input);
  });
