import {
  CHAT_MESSAGES,
  type ChatListInput,
  type ChatMessagesInput,
  type ChatStatus,
  type ChatSubjectType,
  chatMessageBody,
  type Role,
  supplierAvailability,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../lib/audit";
import type { ChatMessageView } from "../lib/chat-bus";
import type { ChatDetail, ChatListItem, ChatRow, MessageRow } from "../lib/chat-rows";
import { chatSubjectKind } from "../lib/chat-subjects";
import { platformTimeZone } from "../lib/dates";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { containsPattern, returnedRows } from "../lib/sql";
import type ChatNotificationService from "./chat-notification";
import type ChatPostingService from "./chat-posting";
import type MailerService from "./mailer";
import type OrganisationService from "./organisation";
import type UploadService from "./upload";

export const CHAT_MESSAGE_SUBJECT = "chat_message";

/** SQL condition on chat `c`: open, and its last message came from the merchant (someone owes an answer). */
export const WAITING_FOR_ANSWER = `c.status = 'open' AND EXISTS (SELECT 1 FROM chat_message wm
  WHERE wm.chat_id = c.id AND wm.seq = c.last_seq AND wm.author_organisation_id = c.organisation_id)`;

/** Who is asking: their organisation and role come from the membership, never from the input. */
export type ChatViewer = { customerId: string; organisationId: string; role: Role };

export type { ChatDetail, ChatListItem, ChatRow, MessageRow };

export type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  mailerService: MailerService;
  organisationService: OrganisationService;
  chatService: ChatService;
  chatPostingService: ChatPostingService;
  chatNotificationService: ChatNotificationService;
};

/** The merchant side may address these organisation types (suppliers/producers, and support). */
export const RECEIVER_TYPES = ["supplier", "platform"];

export const MESSAGE_SELECT = `
  SELECT m.id, m.chat_id, m.seq, m.body, m.created_at, m.author_customer_id, m.author_organisation_id,
         cu.first_name AS author_first_name, cu.last_name AS author_last_name, cu.email AS author_email,
         ao.name AS author_organisation_name
    FROM chat_message m
    LEFT JOIN customer cu ON cu.id = m.author_customer_id
    JOIN organisation ao ON ao.id = m.author_organisation_id`;

/** The message text trimmed; empty (or too long) is the spec's message on the body field. */
export function messageBody(body: string): string {
  const parsed = chatMessageBody.safeParse(body);
  if (!parsed.success) {
    throw new DomainError("BAD_REQUEST", parsed.error.issues[0]?.message ?? CHAT_MESSAGES.emptyMessage, "body");
  }
  return parsed.data;
}

export function chatMailDelayMs(): number {
  const value = Number(process.env.CHAT_MAIL_DELAY_MS);
  return Number.isFinite(value) && value >= 0 && process.env.CHAT_MAIL_DELAY_MS !== "" ? value : 60_000;
}

/**
 * Chats about a subject between a merchant organisation and a receiver (supplier, producer or
 * support): participants only, reading, unread marks, status.
 * Posting is ChatPostingService, mails and Slack ChatNotificationService.
 */
export default class ChatService extends PlatformService<InjectedDependencies> {
  constructor(container: InjectedDependencies, ...rest: unknown[]) {
    super(container, ...rest);
    // The other organisation's participants may open a message's files (same rules as claims).
    container.uploadService.registerAccess(CHAT_MESSAGE_SUBJECT, async (manager, request) => {
      const [row] = await manager.query(
        `SELECT 1 FROM chat_message m JOIN chat c ON c.id = m.chat_id
          WHERE m.id = $1 AND $2 IN (c.organisation_id, c.receiver_organisation_id)`,
        [request.subjectId, request.organisationId],
      );
      return Boolean(row);
    });
  }

  // ── Access ──────────────────────────────────────────────────────────────────

  /** SQL condition: the viewer takes part in chat `c` (support takes part in every chat). */
  private scope(viewer: ChatViewer, params: unknown[]): string {
    if (viewer.role === "support") return "TRUE";
    params.push(viewer.organisationId);
    return `(c.organisation_id = $${params.length} OR c.receiver_organisation_id = $${params.length})`;
  }

  /** The chat's row when the viewer takes part in it; NOT_FOUND otherwise (nothing is revealed). */
  async assertParticipant(
    viewer: ChatViewer,
    chatId: string,
    manager: EntityManager = this.activeManager_,
    lock = false,
  ): Promise<{
    id: string;
    organisation_id: string;
    receiver_organisation_id: string;
    claim_id: string | null;
    status: ChatStatus;
    subject_type: ChatSubjectType;
    subject_reference: string | null;
  }> {
    const params: unknown[] = [chatId];
    const [chat] = await manager.query(
      `SELECT c.id, c.organisation_id, c.receiver_organisation_id, c.claim_id, c.status, c.subject_type,
              c.subject_reference
         FROM chat c WHERE c.id = $1 AND ${this.scope(viewer, params)} ${lock ? "FOR UPDATE" : ""}`,
      params,
    );
    if (!chat) throw new DomainError("NOT_FOUND", CHAT_MESSAGES.notFound);
    return chat;
  }

  // ── Reading ─────────────────────────────────────────────────────────────────

  private chatSelect(viewerParam: number): string {
    return `
      SELECT c.*, org.name AS organisation_name, rec.name AS receiver_name, rec.type AS receiver_type,
             cl.type AS claim_type, cl.status AS claim_status, r.last_read_seq,
             (SELECT lm.body FROM chat_message lm WHERE lm.chat_id = c.id ORDER BY lm.seq DESC LIMIT 1) AS last_message,
             (SELECT count(*)::int FROM chat_message um
               WHERE um.chat_id = c.id AND um.seq > coalesce(r.last_read_seq, 0)
                 AND um.author_customer_id <> $${viewerParam}) AS unread
        FROM chat c
        JOIN organisation org ON org.id = c.organisation_id
        JOIN organisation rec ON rec.id = c.receiver_organisation_id
        LEFT JOIN claim cl ON cl.id = c.claim_id
        LEFT JOIN chat_read r ON r.chat_id = c.id AND r.customer_id = $${viewerParam}`;
  }

  private toListItem(row: ChatRow): ChatListItem {
    return {
      id: row.id,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      title: row.subject_title,
      orderNumber: row.subject_type === "order" ? row.subject_reference : null,
      shopName: row.subject_shop,
      organisation: { id: row.organisation_id, name: row.organisation_name },
      receiver: { id: row.receiver_organisation_id, name: row.receiver_name, type: row.receiver_type },
      claim:
        row.claim_id && row.claim_type && row.claim_status
          ? { id: row.claim_id, type: row.claim_type, status: row.claim_status }
          : null,
      status: row.status,
      createdAt: row.created_at,
      lastMessageAt: row.last_message_at,
      lastMessage: row.last_message,
      unread: row.unread,
    };
  }

  /** The viewer's chats of one kind, newest activity first, with filters and unread counts. */
  async list(
    viewer: ChatViewer,
    input: ChatListInput,
  ): Promise<{ items: ChatListItem[]; total: number; page: number; pageSize: number }> {
    const params: unknown[] = [];
    const where = [this.scope(viewer, params)];
    params.push(input.subjectType);
    where.push(`c.subject_type = $${params.length}`);
    if (input.subjectId) {
      params.push(input.subjectId);
      where.push(`c.subject_id = $${params.length}`);
    }
    if (input.orderNumber) {
      params.push(containsPattern(input.orderNumber));
      where.push(`lower(coalesce(c.subject_reference, '')) LIKE $${params.length}`);
    }
    if (input.claimType) {
      params.push(input.claimType);
      where.push(`cl.type = $${params.length}`);
    }
    if (input.status) {
      params.push(input.status);
      where.push(`c.status = $${params.length}`);
    }
    if (input.waiting) where.push(WAITING_FOR_ANSWER);
    const whereSql = `WHERE ${where.join(" AND ")}`;
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM chat c LEFT JOIN claim cl ON cl.id = c.claim_id ${whereSql}`,
      params,
    );
    params.push(viewer.customerId, input.pageSize, (input.page - 1) * input.pageSize);
    const rows: ChatRow[] = await this.activeManager_.query(
      `${this.chatSelect(params.length - 2)} ${whereSql}
        ORDER BY c.last_message_at DESC, c.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items: rows.map((row) => this.toListItem(row)), total, page: input.page, pageSize: input.pageSize };
  }

  /** Messages of others the viewer has not read, over all their chats (the sidebar badge). */
  async unreadCount(viewer: ChatViewer): Promise<{ total: number; chats: number }> {
    const params: unknown[] = [viewer.customerId];
    const scope = this.scope(viewer, params);
    const [row] = await this.activeManager_.query(
      `SELECT coalesce(sum(u.n), 0)::int AS total, count(*) FILTER (WHERE u.n > 0)::int AS chats
         FROM (
           SELECT (SELECT count(*) FROM chat_message m
                    WHERE m.chat_id = c.id AND m.seq > coalesce(r.last_read_seq, 0) AND m.author_customer_id <> $1) AS n
             FROM chat c
             LEFT JOIN chat_read r ON r.chat_id = c.id AND r.customer_id = $1
            WHERE ${scope} AND c.last_seq > coalesce(r.last_read_seq, 0)
         ) u`,
      params,
    );
    return { total: row.total, chats: row.chats };
  }

  /** One chat with its subject's context, the claim, the receiver and the supplier's availability. */
  async get(viewer: ChatViewer, chatId: string, now = new Date()): Promise<ChatDetail> {
    await this.assertParticipant(viewer, chatId);
    const [row]: ChatRow[] = await this.activeManager_.query(`${this.chatSelect(1)} WHERE c.id = $2`, [
      viewer.customerId,
      chatId,
    ]);
    if (!row) throw new DomainError("NOT_FOUND", CHAT_MESSAGES.notFound);
    const kind = chatSubjectKind(row.subject_type);
    const subject = kind ? await kind.load(this.activeManager_, row.subject_id) : null;
    const context = subject
      ? {
          title: subject.title,
          reference: subject.reference,
          orderNumber: subject.orderNumber,
          shopName: subject.shopName,
          status: subject.status,
        }
      : null;
    const timeZone = platformTimeZone();
    const hours = row.receiver_type === "supplier" ? supplierAvailability(now, timeZone) : null;
    return {
      ...this.toListItem(row),
      lastSeq: Number(row.last_seq),
      lastReadSeq: Number(row.last_read_seq ?? 0),
      context,
      availability: hours ? { available: hours.available, nextOpening: hours.nextOpening, timeZone } : null,
    };
  }

  /** A page of messages, oldest first, ending before `beforeSeq` (or at the newest). */
  async messages(
    viewer: ChatViewer,
    input: ChatMessagesInput,
  ): Promise<{ items: ChatMessageView[]; hasMore: boolean }> {
    await this.assertParticipant(viewer, input.chatId);
    const rows: MessageRow[] = await this.activeManager_.query(
      `${MESSAGE_SELECT} WHERE m.chat_id = $1 AND ($2::bigint IS NULL OR m.seq < $2)
        ORDER BY m.seq DESC LIMIT $3`,
      [input.chatId, input.beforeSeq ?? null, input.limit + 1],
    );
    const hasMore = rows.length > input.limit;
    const page = rows.slice(0, input.limit).reverse();
    return { items: await this.views(page), hasMore };
  }

  /** Messages after `afterSeq`, oldest first: what a (re)connecting subscription missed. */
  async messagesAfter(chatId: string, afterSeq: number, limit = 500): Promise<ChatMessageView[]> {
    const rows: MessageRow[] = await this.activeManager_.query(
      `${MESSAGE_SELECT} WHERE m.chat_id = $1 AND m.seq > $2 ORDER BY m.seq LIMIT $3`,
      [chatId, afterSeq, limit],
    );
    return await this.views(rows);
  }

  async lastSeq(chatId: string): Promise<number> {
    const [row] = await this.activeManager_.query(`SELECT last_seq FROM chat WHERE id = $1`, [chatId]);
    return Number(row?.last_seq ?? 0);
  }

  /** A participant closes the chat (sending is refused until it is opened again) or reopens it. */
  async setStatus(viewer: ChatViewer, chatId: string, status: ChatStatus): Promise<{ status: ChatStatus }> {
    await this.transaction_(async (manager) => {
      const chat = await this.assertParticipant(viewer, chatId, manager, true);
      await manager.query(`UPDATE chat SET status = $2 WHERE id = $1`, [chatId, status]);
      await recordAudit(manager, {
        organisationId: chat.organisation_id,
        subjectType: "chat",
        subjectId: chatId,
        subjectLabel: chat.subject_reference,
        action: "chat.status_changed",
        before: { status: chat.status },
        after: { status },
      });
    });
    return { status };
  }

  /** Moves the viewer's read mark forward (never back). */
  async markRead(viewer: ChatViewer, chatId: string, seq: number): Promise<{ lastReadSeq: number }> {
    await this.assertParticipant(viewer, chatId);
    const [row] = returnedRows<{ last_read_seq: string }>(
      await this.activeManager_.query(
        `INSERT INTO chat_read (chat_id, customer_id, last_read_seq)
       VALUES ($1::varchar, $2, LEAST($3::bigint, (SELECT last_seq FROM chat WHERE id = $1::varchar)))
       ON CONFLICT (chat_id, customer_id) DO UPDATE SET last_read_seq = GREATEST(chat_read.last_read_seq, EXCLUDED.last_read_seq)
       RETURNING last_read_seq`,
        [chatId, viewer.customerId, seq],
      ),
    );
    return { lastReadSeq: Number(row?.last_read_seq ?? 0) };
  }

  // ── Views ───────────────────────────────────────────────────────────────────

  async messageView(messageId: string): Promise<ChatMessageView> {
    const rows: MessageRow[] = await this.activeManager_.query(`${MESSAGE_SELECT} WHERE m.id = $1`, [messageId]);
    return (await this.views(rows))[0] as ChatMessageView;
  }

  private async views(rows: MessageRow[]): Promise<ChatMessageView[]> {
    const files = await this.deps_.uploadService.listFor(
      CHAT_MESSAGE_SUBJECT,
      rows.map((row) => row.id),
      this.activeManager_,
    );
    return rows.map((row) => ({
      id: row.id,
      chatId: row.chat_id,
      seq: Number(row.seq),
      body: row.body,
      createdAt: row.created_at,
      author: {
        customerId: row.author_customer_id,
        name: authorName(row),
        organisationId: row.author_organisation_id,
        organisationName: row.author_organisation_name,
      },
      files: (files.get(row.id) ?? []).map((upload) => this.deps_.uploadService.toView(upload)),
    }));
  }
}

export function authorName(row: MessageRow): string {
  const name = [row.author_first_name, row.author_last_name].filter(Boolean).join(" ").trim();
  return name || row.author_email || "";
}
