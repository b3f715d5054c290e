import type ChatService from "../../../services/chat";
import type { ChatViewer } from "../../../services/chat";
import { roleProcedure } from "../../trpc";

/** Chats are for merchants (customers), suppliers/producers and support. */
export const chatProcedure = roleProcedure("customer", "supplier", "support");

export function chatsOf(ctx: { container: { resolve<T>(name: string): T } }): ChatService {
  return ctx.container.resolve<ChatService>("chatService");
}

export function viewerOf(ctx: ChatViewer): ChatViewer {
  return { customerId: ctx.customerId, organisationId: ctx.organisationId, role: ctx.role };
}
