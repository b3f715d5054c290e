import { personalSettingsSchema, SETTINGS_MESSAGES } from "@platform/domain";
import { memberProcedure } from "../../../trpc/trpc";

/** Chat mail notifications and language (UI and the language of mails to this person). */
export const updatePersonal = memberProcedure
  .meta({ failureMessage: SETTINGS_MESSAGES.personalFailed })
  .input(personalSettingsSchema)
  .mutation(async ({ ctx, input }) => {
    return await ctx.services.accountsSettings.update(ctx.customerId, input);
  });
