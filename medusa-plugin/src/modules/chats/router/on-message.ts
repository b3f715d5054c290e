import { chatSubscriptionSchema } from "@platform/domain";
import { type TrackedEnvelope, tracked } from "@trpc/server";
import { type ChatMessageView, chatBus } from "../../../lib/chat-bus";
import { LiveQueue, streamEnded } from "../../../lib/live-bus";
import type ChatService from "../chat-service";
import { chatProcedure, viewerOf } from "./procedure";

// The subscription's output type names tRPC's TrackedData; re-exported so declarations can refer to it.
export type { TrackedData } from "@trpc/server/unstable-core-do-not-import";

/**
 * A chat's messages as they arrive, over server-sent events. Each event is tracked by its seq, so
 * a reconnecting client sends the last one it saw (Last-Event-ID → `lastEventId`) and gets what
 * it missed from the database first, then live ones; seqs are dense per chat, so a gap in the
 * live stream is filled from the database and nothing is delivered twice.
 */
export const onMessage = chatProcedure.input(chatSubscriptionSchema).subscription(async ({ ctx, input, signal }) => {
  const chats = ctx.services.chats;
  // Checked before the stream starts, so an outsider gets NOT_FOUND like every other procedure.
  await chats.assertParticipant(viewerOf(ctx), input.chatId);
  const resumeFrom = input.lastEventId ? Number(input.lastEventId) : input.lastSeq;
  return liveMessages(chats, input.chatId, resumeFrom, signal);
});

const CATCH_UP_PAGE = 200;

async function* liveMessages(
  chats: ChatService,
  chatId: string,
  resumeFrom: number | undefined,
  signal: AbortSignal | undefined,
): AsyncGenerator<TrackedEnvelope<ChatMessageView>, void, unknown> {
  // Listen before reading the database, so nothing committed meanwhile slips between the two.
  const queue = new LiveQueue(chatBus(), chatId, signal);
  try {
    let last = resumeFrom ?? (await chats.lastSeq(chatId));
    const catchUp = async function* () {
      // In pages, until the database has nothing newer.
      for (;;) {
        const page = await chats.messagesAfter(chatId, last, CATCH_UP_PAGE);
        for (const message of page) {
          last = message.seq;
          yield tracked(String(message.seq), message);
        }
        if (page.length < CATCH_UP_PAGE) return;
      }
    };
    if (resumeFrom !== undefined) yield* catchUp();
    for (let message = await queue.take(); message; message = await queue.take()) {
      if (message.seq <= last) continue;
      if (message.seq === last + 1) {
        last = message.seq;
        yield tracked(String(message.seq), message);
      } else {
        // Something in between has not arrived (yet) on the bus: the database has it.
        yield* catchUp();
      }
    }
    streamEnded();
  } finally {
    queue.close();
  }
}
