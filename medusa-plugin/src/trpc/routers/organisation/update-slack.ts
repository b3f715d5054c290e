import { slackWebhookSchema } from "@platform/domain";
import type OrganisationService from "../../../services/organisation";
import { memberRoleProcedure } from "../../trpc";

export const updateSlack = memberRoleProcedure("owner", "admin")
  .input(slackWebhookSchema)
  .mutation(async ({ ctx, input }) => {
    await ctx.container
      .resolve<OrganisationService>("organisationService")
      .setSlackWebhook(ctx.organisationId, input.url);
    return { slackWebhookUrl: input.url };
  });
