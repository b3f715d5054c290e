import { LANGUAGES } from "@platform/domain";
import { z } from "zod";
import { authedProcedure } from "../../trpc";

export const setLanguageInput = z.object({ language: z.enum(LANGUAGES) });

/** Remembers the UI language on the account, so it follows the user and picks the language of mails. */
export const setLanguage = authedProcedure.input(setLanguageInput).mutation(async ({ ctx, input }) => {
  await ctx.services.accountsSettings.update(ctx.customerId, input);
  return { language: input.language };
});
