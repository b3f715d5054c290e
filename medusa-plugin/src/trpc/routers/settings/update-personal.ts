import { personalSettingsSchema } from "@platform/domain";
import type CustomerSettingService from "../../../services/customer-setting";
import { memberProcedure } from "../../trpc";

/** Chat mail notifications and language (UI and the language of mails to this person). */
export const updatePersonal = memberProcedure.input(personalSettingsSchema).mutation(async ({ ctx, input }) => {
  return await ctx.container.resolve<CustomerSettingService>("customerSettingService").update(ctx.customerId, input);
});
