import { skipToken } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSharedStream } from "../../lib/shared-stream";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export type ChatMessage = RouterOutputs["chats"]["messages"]["items"][number];

/** How long a tab may be out of view before its chat stream closes (a quick look elsewhere keeps it). */
const STREAM_GRACE_MS = 5_000;

/** Whether the page is in view; it counts as out of view only after `graceMs` hidden without a break. */
function useInView(graceMs: number): boolean {
  const [inView, setInView] = useState(() => document.visibilityState !== "hidden");
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      if (document.visibilityState === "hidden") timer = setTimeout(() => setInView(false), graceMs);
      else setInView(true);
    };
    update();
    document.addEventListener("visibilitychange", update);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", update);
    };
  }, [graceMs]);
  return inView;
}

/**
 * A chat's messages: the newest page from the server, older pages on demand, and new ones live
 * over the SSE subscription (which resumes from the last seq after a reconnect). Messages are
 * kept by seq, so whatever arrives twice (the sender's own answer and the live event) shows once.
 */
export function useLiveMessages(chatId: string) {
  const utils = trpc.useUtils();
  const first = trpc.chats.messages.useQuery({ chatId }, { staleTime: Number.POSITIVE_INFINITY });
  const [bySeq, setBySeq] = useState<Map<number, ChatMessage>>(new Map());
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const add = useCallback((messages: ChatMessage[]) => {
    if (messages.length === 0) return;
    setBySeq((previous) => {
      const next = new Map(previous);
      for (const message of messages) next.set(message.seq, message);
      return next;
    });
  }, []);

  useEffect(() => {
    if (!first.data) return;
    add(first.data.items);
    setHasMore(first.data.hasMore);
  }, [first.data, add]);

  const markRead = trpc.chats.markRead.useMutation({
    onSuccess: () => {
      void utils.chats.unreadCount.invalidate();
      void utils.chats.list.invalidate();
    },
  });
  const markReadRef = useRef(markRead.mutate);
  markReadRef.current = markRead.mutate;

  // A tab out of view lets its stream go: over HTTP/1.1 a browser has six connections per origin
  // for all its tabs (Medusa Admin's included), and chats left open in background tabs would
  // take them all (docs/web.md). Back in view, it catches up from the newest message shown.
  const inView = useInView(STREAM_GRACE_MS);
  const messages = useMemo(() => [...bySeq.values()].sort((a, b) => a.seq - b.seq), [bySeq]);
  const newest = messages.at(-1)?.seq ?? 0;
  // The cursor is read when the stream starts (the first page is there, or the tab is back in
  // view) and then kept: a new one would reopen the stream, and reconnects send the event id.
  const cursor = useRef(0);
  cursor.current = Math.max(newest, first.data?.items.at(-1)?.seq ?? 0);
  const ready = first.data !== undefined;
  // The same chat open in several tabs in view: one of them holds the stream and passes each message
  // on to the others (lib/shared-stream.ts). A tab that takes over starts from its own newest.
  const wanted = ready && inView;
  const shared = useSharedStream<ChatMessage>(`platform-chat-${chatId}`, wanted, (message) => add([message]));
  const input = useMemo(
    () => (wanted && shared.holder ? { chatId, lastSeq: cursor.current } : skipToken),
    [chatId, wanted, shared.holder],
  );
  const subscription = trpc.chats.onMessage.useSubscription(input, {
    onData: (event) => {
      add([event.data]);
      shared.tell(event.data);
    },
  });
  // "connecting" before the first connection, "reconnecting" after a drop (the link resumes by itself);
  // a tab told by another tab's stream is live through it.
  const everLive = useRef(false);
  if (subscription.status === "pending") everLive.current = true;
  const live: "live" | "connecting" | "reconnecting" =
    subscription.status === "pending" || shared.elsewhere ? "live" : everLive.current ? "reconnecting" : "connecting";

  // Reading the chat marks it read up to the newest message shown (when the tab is in view, and
  // again when the user comes back to it).
  useEffect(() => {
    const mark = () => {
      if (newest > 0 && document.visibilityState === "visible") markReadRef.current({ chatId, seq: newest });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [chatId, newest]);

  async function loadOlder() {
    const oldest = messages[0]?.seq;
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await utils.chats.messages.fetch({ chatId, beforeSeq: oldest });
      add(page.items);
      setHasMore(page.hasMore);
    } finally {
      setLoadingOlder(false);
    }
  }

  return { query: first, messages, add, hasMore, loadOlder, loadingOlder, live };
}
