import { accessProcedure } from "../../../trpc/trpc";
import { listProducers } from "../list-producers";

/** The active supplier organisations support may assign as producers. */
export const producers = accessProcedure("managePackaging").query(
  async ({ ctx }) => await listProducers(ctx.services.manager),
);
