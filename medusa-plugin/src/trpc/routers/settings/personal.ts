import type CustomerSettingService from "../../../services/customer-setting";
import { memberProcedure } from "../../trpc";

export const personal = memberProcedure.query(async ({ ctx }) => {
  return await ctx.container.resolve<CustomerSettingService>("customerSettingService").retrieve(ctx.customerId);
});
