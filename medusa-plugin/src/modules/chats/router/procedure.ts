import { accessProcedure } from "../../../trpc/trpc";
import type { ChatViewer } from "../types";

/** Chats are for merchants (customers), suppliers/producers and support. */
export const chatProcedure = accessProcedure("chats");

export function viewerOf(ctx: ChatViewer): ChatViewer {
  return { customerId: ctx.customerId, organisationId: ctx.organisationId, role: ctx.role };
}
