import { accessProcedure } from "../../../trpc/trpc";

/** Owners and admins of a merchant organisation. */
export const webhookProcedure = accessProcedure("webhooks");
