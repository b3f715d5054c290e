import { manageProcedure } from "./procedure";

/** The active supplier organisations support may assign as producers. */
export const producers = manageProcedure.query(async ({ ctx }) => {
  const rows: Array<{ id: string; name: string }> = await ctx.services.manager.query(
    `SELECT id, name FROM organisation WHERE type = 'supplier' AND status = 'active' AND disabled_at IS NULL ORDER BY name`,
  );
  return rows;
});
