import { EventEmitter } from "node:events";
import type { UploadedFile } from "@platform/domain";
import { Redis } from "ioredis";
import superjson from "superjson";

/** A chat message as every participant sees it (API answers and the live subscription). */
export type ChatMessageView = {
  id: string;
  chatId: string;
  /** 1, 2, 3 … per chat: the order of messages and the resume cursor of the subscription. */
  seq: number;
  body: string;
  createdAt: Date;
  author: { customerId: string; name: string; organisationId: string; organisationName: string };
  files: UploadedFile[];
};

export type ChatMessageListener = (message: ChatMessageView) => void;

/** Fan-out of new chat messages to the live subscriptions, on this instance or on all of them. */
export interface ChatBus {
  publish(message: ChatMessageView): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(chatId: string, listener: ChatMessageListener): () => void;
  close(): Promise<void>;
}

function emitter(): EventEmitter {
  const events = new EventEmitter();
  // One listener per open chat view: hundreds on a busy chat are expected.
  events.setMaxListeners(0);
  return events;
}

/** One backend: an in-process EventEmitter. */
export class LocalChatBus implements ChatBus {
  private readonly events = emitter();

  async publish(message: ChatMessageView): Promise<void> {
    this.events.emit(message.chatId, message);
  }

  subscribe(chatId: string, listener: ChatMessageListener): () => void {
    this.events.on(chatId, listener);
    return () => this.events.off(chatId, listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

export const CHAT_CHANNEL = "platform:chat:messages";

/**
 * Several backends: every message is published on one Redis channel; each instance subscribes
 * once and hands messages to its own local listeners (its own included, so delivery is the
 * same path everywhere).
 */
export class RedisChatBus implements ChatBus {
  private readonly events = emitter();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(url: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url);
    this.subscriber.on("message", (_channel: string, raw: string) => {
      try {
        const message = superjson.parse<ChatMessageView>(raw);
        this.events.emit(message.chatId, message);
      } catch (error) {
        console.warn(`[chat] unreadable bus message: ${String(error)}`);
      }
    });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on("error", (error: Error) => console.warn(`[chat] redis: ${error.message}`));
    }
    this.ready = this.subscriber.subscribe(CHAT_CHANNEL);
  }

  async publish(message: ChatMessageView): Promise<void> {
    await this.ready;
    await this.publisher.publish(CHAT_CHANNEL, superjson.stringify(message));
  }

  subscribe(chatId: string, listener: ChatMessageListener): () => void {
    this.events.on(chatId, listener);
    return () => this.events.off(chatId, listener);
  }

  /** Resolves once this instance listens on Redis (a subscription opened earlier may miss nothing after it). */
  async whenReady(): Promise<void> {
    await this.ready;
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

let bus: ChatBus | undefined;

/** The process's bus: Redis pub/sub with REDIS_URL, otherwise in-process. */
export function chatBus(): ChatBus {
  bus ??= process.env.REDIS_URL ? new RedisChatBus(process.env.REDIS_URL) : new LocalChatBus();
  return bus;
}
