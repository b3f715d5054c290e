import { signUpSchema } from "@platform/domain";
import { publicProcedure } from "../../../../trpc/trpc";

/**
 * Creates the customer and a merchant organisation on the waitlist; the client then signs in
 * through medusa-js. The answer is the same whether or not the email already has an account.
 */
export const signUp = publicProcedure.input(signUpSchema).mutation(async ({ ctx, input }) => {
  return await ctx.services.accounts.signUp(input, ctx.locale);
});
