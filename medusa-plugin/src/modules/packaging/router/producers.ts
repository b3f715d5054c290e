import { accessProcedure } from "../../../trpc/trpc";

/** The active supplier organisations support may assign as producers. */
export const producers = accessProcedure("managePackaging").query(
  async ({ ctx }) => await ctx.services.packaging.producers(),
);
