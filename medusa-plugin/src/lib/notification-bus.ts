import { EventEmitter } from "node:events";
import type { NotificationKind, NotificationParams, NotificationSubjectType } from "@platform/domain";
import { Redis } from "ioredis";
import superjson from "superjson";

/** A notification as its recipient sees it (API answers and the live subscription). */
export type NotificationView = {
  id: string;
  createdAt: Date;
  kind: NotificationKind;
  subjectType: NotificationSubjectType;
  subjectId: string;
  params: NotificationParams;
  readAt: Date | null;
};

/** What travels on the bus: whom it is for, and what. */
export type NotificationEvent = { recipientCustomerId: string; notification: NotificationView };
export type NotificationListener = (notification: NotificationView) => void;

/**
 * Fan-out of new notifications to the recipients' live subscriptions, like the chat bus
 * (lib/chat-bus.ts): in-process by default, through one Redis channel with REDIS_URL, so a person
 * connected to another instance gets them too.
 */
export interface NotificationBus {
  publish(events: NotificationEvent[]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(recipientCustomerId: string, listener: NotificationListener): () => void;
  close(): Promise<void>;
}

function emitter(): EventEmitter {
  const events = new EventEmitter();
  // One listener per open tab of a person; many people per instance.
  events.setMaxListeners(0);
  return events;
}

export class LocalNotificationBus implements NotificationBus {
  private readonly events = emitter();

  async publish(events: NotificationEvent[]): Promise<void> {
    for (const event of events) this.events.emit(event.recipientCustomerId, event.notification);
  }

  subscribe(recipientCustomerId: string, listener: NotificationListener): () => void {
    this.events.on(recipientCustomerId, listener);
    return () => this.events.off(recipientCustomerId, listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

export const NOTIFICATION_CHANNEL = "platform:notifications:live";

/** Several backends: one Redis channel; each instance hands events to its own listeners. */
export class RedisNotificationBus implements NotificationBus {
  private readonly events = emitter();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(url: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url);
    this.subscriber.on("message", (_channel: string, raw: string) => {
      try {
        for (const event of superjson.parse<NotificationEvent[]>(raw)) {
          this.events.emit(event.recipientCustomerId, event.notification);
        }
      } catch (error) {
        console.warn(`[notifications] unreadable bus message: ${String(error)}`);
      }
    });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on("error", (error: Error) => console.warn(`[notifications] redis: ${error.message}`));
    }
    this.ready = this.subscriber.subscribe(NOTIFICATION_CHANNEL);
  }

  async publish(events: NotificationEvent[]): Promise<void> {
    if (!events.length) return;
    await this.ready;
    await this.publisher.publish(NOTIFICATION_CHANNEL, superjson.stringify(events));
  }

  subscribe(recipientCustomerId: string, listener: NotificationListener): () => void {
    this.events.on(recipientCustomerId, listener);
    return () => this.events.off(recipientCustomerId, listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

let bus: NotificationBus | undefined;

/** The process's bus: Redis pub/sub with REDIS_URL, otherwise in-process. */
export function notificationBus(): NotificationBus {
  bus ??= process.env.REDIS_URL ? new RedisNotificationBus(process.env.REDIS_URL) : new LocalNotificationBus();
  return bus;
}
