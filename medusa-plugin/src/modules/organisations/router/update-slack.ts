import { slackWebhookSchema } from "@platform/domain";
import { accessProcedure } from "../../../trpc/trpc";

export const updateSlack = accessProcedure("manageOrganisation")
  .input(slackWebhookSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.organisations.setSlackWebhook(ctx.organisationId, input.url);
    return { slackWebhookUrl: input.url };
  });
