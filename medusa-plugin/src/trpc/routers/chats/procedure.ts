import type { ChatViewer } from "../../../services/chat";
import { accessProcedure } from "../../trpc";

/** Chats are for merchants (customers), suppliers/producers and support. */
export const chatProcedure = accessProcedure("chats");

export function viewerOf(ctx: ChatViewer): ChatViewer {
  return { customerId: ctx.customerId, organisationId: ctx.organisationId, role: ctx.role };
}
