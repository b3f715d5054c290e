import { changePasswordSchema } from "@platform/domain";
import type CustomerSettingService from "../../../services/customer-setting";
import { memberProcedure } from "../../trpc";

export const changePassword = memberProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
  await ctx.container.resolve<CustomerSettingService>("customerSettingService").changePassword(ctx.customerId, input);
  return { changed: true };
});
