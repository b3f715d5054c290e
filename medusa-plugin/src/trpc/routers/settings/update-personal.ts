import { personalSettingsSchema } from "@platform/domain";
import { memberProcedure } from "../../trpc";

/** Chat mail notifications and language (UI and the language of mails to this person). */
export const updatePersonal = memberProcedure.input(personalSettingsSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.customerSettings.update(ctx.customerId, input);
});
