import {
  createWebhookEndpointSchema,
  redeliverWebhookSchema,
  WEBHOOK_MESSAGES,
  webhookDeliveriesSchema,
  webhookEndpointIdSchema,
} from "@platform/domain";
import { router } from "../../../trpc/trpc";
import { webhookProcedure } from "./procedure";

export const webhooksRouter = router({
  /** The organisation's endpoints (never their secrets). */
  list: webhookProcedure.query(async ({ ctx }) => await ctx.services.webhooks.list(ctx.organisationId)),
  /** A new endpoint; the answer holds its signing secret, shown this once. */
  create: webhookProcedure
    .meta({ failureMessage: WEBHOOK_MESSAGES.createFailed })
    .input(createWebhookEndpointSchema)
    .mutation(async ({ ctx, input }) => await ctx.services.webhooks.create(ctx.organisationId, ctx.customerId, input)),
  pause: webhookProcedure
    .input(webhookEndpointIdSchema)
    .mutation(async ({ ctx, input }) => await ctx.services.webhooks.pause(ctx.organisationId, input.id)),
  resume: webhookProcedure
    .input(webhookEndpointIdSchema)
    .mutation(async ({ ctx, input }) => await ctx.services.webhooks.resume(ctx.organisationId, input.id)),
  delete: webhookProcedure
    .input(webhookEndpointIdSchema)
    .mutation(async ({ ctx, input }) => await ctx.services.webhooks.delete(ctx.organisationId, input.id)),
  /** The endpoint's latest deliveries with every attempt's answer. */
  deliveries: webhookProcedure
    .input(webhookDeliveriesSchema)
    .query(async ({ ctx, input }) => await ctx.services.webhooks.deliveries(ctx.organisationId, input.endpointId)),
  redeliver: webhookProcedure
    .input(redeliverWebhookSchema)
    .mutation(async ({ ctx, input }) => await ctx.services.webhooks.redeliver(ctx.organisationId, input.deliveryId)),
});
