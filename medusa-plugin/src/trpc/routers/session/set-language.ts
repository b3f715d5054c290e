import type { CustomerService } from "@medusajs/medusa";
import { LANGUAGES } from "@platform/domain";
import { z } from "zod";
import { authedProcedure } from "../../trpc";

export const setLanguageInput = z.object({ language: z.enum(LANGUAGES) });

/** Remembers the UI language on the account, so it follows the user and picks the language of mails. */
export const setLanguage = authedProcedure.input(setLanguageInput).mutation(async ({ ctx, input }) => {
  const customers = ctx.container.resolve<CustomerService>("customerService");
  const customer = await customers.retrieve(ctx.customerId, { select: ["id", "metadata"] });
  await customers.update(ctx.customerId, { metadata: { ...(customer.metadata ?? {}), language: input.language } });
  return { language: input.language };
});
