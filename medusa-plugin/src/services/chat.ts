import {
  CHAT_MESSAGES,
  type ChatListInput,
  type ChatMessagesInput,
  type ChatReceiversInput,
  type ChatStatus,
  type ChatSubjectType,
  type ClaimStatus,
  type ClaimType,
  type CreateChatInput,
  chatMessageBody,
  type Role,
  type SendChatMessageInput,
  supplierAvailability,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type ChatMessageView, chatBus } from "../lib/chat-bus";
import { type ChatSubjectContext, chatSubjectKind } from "../lib/chat-subjects";
import { config } from "../lib/config";
import { platformTimeZone } from "../lib/dates";
import { DomainError } from "../lib/domain-error";
import { isLanguage, translate } from "../lib/i18n";
import { PlatformService } from "../lib/platform-service";
import { containsPattern, returnedRows } from "../lib/sql";
import type MailerService from "./mailer";
import type OrganisationService from "./organisation";
import type UploadService from "./upload";

export const CHAT_MESSAGE_SUBJECT = "chat_message";

/** Who is asking: their organisation and role come from the membership, never from the input. */
export type ChatViewer = { customerId: string; organisationId: string; role: Role };

export type ChatListItem = {
  id: string;
  subjectType: ChatSubjectType;
  subjectId: string;
  title: string | null;
  orderNumber: string | null;
  shopName: string | null;
  organisation: { id: string; name: string };
  receiver: { id: string; name: string; type: string };
  claim: { id: string; type: ClaimType; status: ClaimStatus } | null;
  status: ChatStatus;
  createdAt: Date;
  lastMessageAt: Date;
  lastMessage: string | null;
  unread: number;
};

export type ChatDetail = ChatListItem & {
  lastSeq: number;
  lastReadSeq: number;
  context: Omit<ChatSubjectContext, "organisationId" | "assignedOrganisationIds"> | null;
  /** Only for suppliers (spec §9); support has no hours. */
  availability: { available: boolean; nextOpening: Date | null; timeZone: string } | null;
};

type ChatRow = {
  id: string;
  subject_type: ChatSubjectType;
  subject_id: string;
  subject_reference: string | null;
  subject_title: string | null;
  subject_shop: string | null;
  organisation_id: string;
  organisation_name: string;
  receiver_organisation_id: string;
  receiver_name: string;
  receiver_type: string;
  claim_id: string | null;
  claim_type: ClaimType | null;
  claim_status: ClaimStatus | null;
  status: ChatStatus;
  created_at: Date;
  last_message_at: Date;
  last_seq: string;
  last_message: string | null;
  unread: number;
  last_read_seq: string | null;
};

type MessageRow = {
  id: string;
  chat_id: string;
  seq: string;
  body: string;
  created_at: Date;
  author_customer_id: string;
  author_organisation_id: string;
  author_first_name: string | null;
  author_last_name: string | null;
  author_email: string | null;
  author_organisation_name: string;
};

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  mailerService: MailerService;
  organisationService: OrganisationService;
};

/** The merchant side may address these organisation types (suppliers/producers, and support). */
const RECEIVER_TYPES = ["supplier", "platform"];

const MESSAGE_SELECT = `
  SELECT m.id, m.chat_id, m.seq, m.body, m.created_at, m.author_customer_id, m.author_organisation_id,
         cu.first_name AS author_first_name, cu.last_name AS author_last_name, cu.email AS author_email,
         ao.name AS author_organisation_name
    FROM chat_message m
    LEFT JOIN customer cu ON cu.id = m.author_customer_id
    JOIN organisation ao ON ao.id = m.author_organisation_id`;

/** The message text trimmed; empty (or too long) is the spec's message on the body field. */
function messageBody(body: string): string {
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
 * support): participants only, live delivery through the chat bus, unread marks, batched mails
 * and Slack notices.
 */
export default class ChatService extends PlatformService {
  protected readonly uploads_: UploadService;
  protected readonly mailer_: MailerService;
  protected readonly organisations_: OrganisationService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.uploads_ = container.uploadService;
    this.mailer_ = container.mailerService;
    this.organisations_ = container.organisationService;
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

  /** The merchant's own subject with its context; NOT_FOUND for anyone else's (nothing is revealed). */
  private async ownSubject(
    manager: EntityManager,
    viewer: ChatViewer,
    subjectType: ChatSubjectType,
    subjectId: string,
  ): Promise<ChatSubjectContext> {
    const kind = chatSubjectKind(subjectType);
    const subject = kind ? await kind.load(manager, subjectId) : null;
    if (!subject || subject.organisationId !== viewer.organisationId) {
      throw new DomainError("NOT_FOUND", CHAT_MESSAGES.subjectNotFound);
    }
    return subject;
  }

  /** The active organisations among `ids` a merchant may address: support, and suppliers/producers. */
  private async addressable(
    manager: EntityManager,
    ids: string[],
  ): Promise<Array<{ id: string; name: string; type: string }>> {
    return await manager.query(
      `SELECT o.id, o.name, o.type FROM organisation o
        WHERE o.type = ANY($1) AND o.status = 'active' AND o.deleted_at IS NULL
          AND (o.disabled_at IS NULL OR o.disabled_at > now())
          AND (o.type = 'platform' OR o.id = ANY($2))
        ORDER BY (o.type = 'platform') DESC, o.name, o.id`,
      [RECEIVER_TYPES, ids],
    );
  }

  /** Whom a merchant may address about their subject: the suppliers assigned to it, and support. */
  async receivers(
    viewer: ChatViewer,
    input: ChatReceiversInput,
  ): Promise<Array<{ id: string; name: string; type: string }>> {
    const subject = await this.ownSubject(this.activeManager_, viewer, input.subjectType, input.subjectId);
    return await this.addressable(this.activeManager_, subject.assignedOrganisationIds);
  }

  // ── Writing ─────────────────────────────────────────────────────────────────

  /**
   * A merchant starts a chat about one of their subjects with a receiver and a first message.
   * When that conversation (subject, receiver, claim) exists already, the message joins it.
   */
  async create(viewer: ChatViewer, input: CreateChatInput): Promise<{ chatId: string; message: ChatMessageView }> {
    const body = messageBody(input.body);
    let isNew = false;
    const { chatId, messageId } = await this.transaction_(async (manager) => {
      const subject = await this.ownSubject(manager, viewer, input.subjectType, input.subjectId);
      const [receiver] = await manager.query(
        `SELECT id, type FROM organisation WHERE id = $1 AND type = ANY($2) AND status = 'active' AND deleted_at IS NULL
            AND (disabled_at IS NULL OR disabled_at > now())`,
        [input.receiverOrganisationId, RECEIVER_TYPES],
      );
      if (!receiver) throw new DomainError("BAD_REQUEST", CHAT_MESSAGES.receiverInvalid, "receiverOrganisationId");
      // A supplier takes part only in chats about subjects it is assigned to (its products).
      if (receiver.type !== "platform" && !subject.assignedOrganisationIds.includes(receiver.id)) {
        throw new DomainError("BAD_REQUEST", CHAT_MESSAGES.receiverNotAssigned, "receiverOrganisationId");
      }
      if (input.claimId) {
        const [claim] = await manager.query(
          `SELECT id FROM claim WHERE id = $1 AND order_id = $2 AND organisation_id = $3`,
          [input.claimId, input.subjectId, viewer.organisationId],
        );
        if (!claim || input.subjectType !== "order") throw new DomainError("NOT_FOUND", CHAT_MESSAGES.subjectNotFound);
      }
      // One conversation per subject, receiver and claim: serialise concurrent starts on the subject.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [
        `chat:${input.subjectType}:${input.subjectId}`,
      ]);
      const [existing] = await manager.query(
        `SELECT id FROM chat WHERE subject_type = $1 AND subject_id = $2 AND receiver_organisation_id = $3
            AND claim_id IS NOT DISTINCT FROM $4 AND organisation_id = $5`,
        [
          input.subjectType,
          input.subjectId,
          input.receiverOrganisationId,
          input.claimId ?? null,
          viewer.organisationId,
        ],
      );
      let id: string = existing?.id;
      if (!id) {
        isNew = true;
        const [created] = await manager.query(
          `INSERT INTO chat (id, subject_type, subject_id, subject_reference, subject_title, subject_shop,
                             organisation_id, receiver_organisation_id, claim_id, created_by)
           VALUES ('chat_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4, $5, $6, $7, $8, $9)
           RETURNING id`,
          [
            input.subjectType,
            input.subjectId,
            subject.reference,
            subject.title,
            subject.shopName,
            viewer.organisationId,
            input.receiverOrganisationId,
            input.claimId ?? null,
            viewer.customerId,
          ],
        );
        id = created.id;
      }
      const posted = await this.post(manager, viewer, id, body, input.files);
      return { chatId: id, messageId: posted };
    });
    const message = await this.messageView(messageId);
    await this.afterPost(chatId, message, isNew);
    return { chatId, message };
  }

  /** A participant posts a message (with attachments) to a chat. */
  async send(viewer: ChatViewer, input: SendChatMessageInput): Promise<ChatMessageView> {
    const body = messageBody(input.body);
    const messageId = await this.transaction_(async (manager) => {
      // The row lock numbers a chat's messages in commit order (seq has no gaps within a chat).
      const chat = await this.assertParticipant(viewer, input.chatId, manager, true);
      if (chat.status === "closed") throw new DomainError("BAD_REQUEST", CHAT_MESSAGES.closed);
      return await this.post(manager, viewer, input.chatId, body, input.files);
    });
    const message = await this.messageView(messageId);
    await this.afterPost(input.chatId, message, false);
    return message;
  }

  /** Inserts the message with the chat's next seq, attaches files, marks it read for its author, queues mails. */
  private async post(
    manager: EntityManager,
    viewer: ChatViewer,
    chatId: string,
    body: string,
    files: Array<{ id: string }>,
  ): Promise<string> {
    const [updated] = returnedRows<{
      last_seq: string;
      subject_type: ChatSubjectType;
      organisation_id: string;
      receiver_organisation_id: string;
    }>(
      await manager.query(
        `UPDATE chat SET last_seq = last_seq + 1, last_message_at = now() WHERE id = $1
          RETURNING last_seq, subject_type, organisation_id, receiver_organisation_id`,
        [chatId],
      ),
    );
    if (!updated) throw new DomainError("NOT_FOUND", CHAT_MESSAGES.notFound);
    const seq = updated.last_seq;
    const [message] = await manager.query(
      `INSERT INTO chat_message (id, chat_id, seq, author_customer_id, author_organisation_id, body)
       VALUES ('chmsg_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4, $5) RETURNING id`,
      [chatId, seq, viewer.customerId, viewer.organisationId, body],
    );
    await this.uploads_.attach(manager, {
      organisationId: viewer.organisationId,
      uploadIds: files.map((file) => file.id),
      subjectType: CHAT_MESSAGE_SUBJECT,
      subjectId: message.id,
    });
    await manager.query(
      `INSERT INTO chat_read (chat_id, customer_id, last_read_seq) VALUES ($1, $2, $3)
       ON CONFLICT (chat_id, customer_id) DO UPDATE SET last_read_seq = GREATEST(chat_read.last_read_seq, EXCLUDED.last_read_seq)`,
      [chatId, viewer.customerId, seq],
    );
    // One mail per recipient for a burst: the first message opens a window, later ones join it.
    const flag = updated.subject_type === "product_request" ? "product_request_chat_email" : "order_chat_email";
    await manager.query(
      `INSERT INTO chat_mail_pending (chat_id, customer_id, from_seq, due_at)
       SELECT $1, m.customer_id, $2, now() + make_interval(secs => $3::double precision / 1000)
         FROM member m LEFT JOIN customer_setting s ON s.customer_id = m.customer_id
        WHERE m.organisation_id IN ($4, $5) AND m.customer_id <> $6 AND coalesce(s.${flag}, true)
       ON CONFLICT (chat_id, customer_id) DO NOTHING`,
      [chatId, seq, chatMailDelayMs(), updated.organisation_id, updated.receiver_organisation_id, viewer.customerId],
    );
    return message.id;
  }

  /** After commit: live delivery, the mail timer and Slack notices. Failures here never undo the message. */
  private async afterPost(chatId: string, message: ChatMessageView, isNew: boolean): Promise<void> {
    await chatBus()
      .publish(message)
      .catch((error: unknown) => console.warn(`[chat] publish failed: ${String(error)}`));
    const timer = setTimeout(() => void this.flushMails().catch(() => undefined), chatMailDelayMs() + 50);
    timer.unref();
    void this.notifySlack(chatId, message, isNew).catch((error: unknown) =>
      console.warn(`[chat] slack notice failed: ${String(error)}`),
    );
  }

  /** A participant closes the chat (sending is refused until it is opened again) or reopens it. */
  async setStatus(viewer: ChatViewer, chatId: string, status: ChatStatus): Promise<{ status: ChatStatus }> {
    await this.transaction_(async (manager) => {
      await this.assertParticipant(viewer, chatId, manager, true);
      await manager.query(`UPDATE chat SET status = $2 WHERE id = $1`, [chatId, status]);
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

  // ── Notifications ───────────────────────────────────────────────────────────

  /** Sends the mails whose batching window has passed: one per recipient and chat, in their language. */
  async flushMails(): Promise<number> {
    const rows = await this.transaction_(async (manager) =>
      returnedRows<{ chat_id: string; customer_id: string; from_seq: string }>(
        await manager.query(
          `DELETE FROM chat_mail_pending p USING (
             SELECT chat_id, customer_id FROM chat_mail_pending WHERE due_at <= now()
              ORDER BY due_at LIMIT 100 FOR UPDATE SKIP LOCKED) d
            WHERE p.chat_id = d.chat_id AND p.customer_id = d.customer_id
           RETURNING p.chat_id, p.customer_id, p.from_seq`,
        ),
      ),
    );
    let sent = 0;
    for (const row of rows) {
      try {
        if (await this.mailBatch(row.chat_id, row.customer_id, Number(row.from_seq))) sent++;
      } catch (error) {
        console.error(`[mail] chat messages for ${row.customer_id} in ${row.chat_id} failed`, error);
      }
    }
    return sent;
  }

  private async mailBatch(chatId: string, customerId: string, fromSeq: number): Promise<boolean> {
    const [recipient] = await this.activeManager_.query(
      `SELECT c.email, c.first_name, s.language FROM customer c LEFT JOIN customer_setting s ON s.customer_id = c.id
        WHERE c.id = $1`,
      [customerId],
    );
    const [chat] = await this.activeManager_.query(
      `SELECT c.subject_type, c.subject_reference, c.subject_title, org.name AS organisation_name,
              rec.name AS receiver_name
         FROM chat c JOIN organisation org ON org.id = c.organisation_id
         JOIN organisation rec ON rec.id = c.receiver_organisation_id WHERE c.id = $1`,
      [chatId],
    );
    if (!recipient?.email || !chat) return false;
    const messages: MessageRow[] = await this.activeManager_.query(
      `${MESSAGE_SELECT} WHERE m.chat_id = $1 AND m.seq >= $2 AND m.author_customer_id <> $3 ORDER BY m.seq LIMIT 50`,
      [chatId, fromSeq, customerId],
    );
    if (messages.length === 0) return false;
    const language = isLanguage(recipient.language) ? recipient.language : "en";
    const subjectName = translate(language, `chats:subjectLabel.${chat.subject_type}`, {
      reference: chat.subject_reference ?? "",
    });
    await this.mailer_.sendTranslated(recipient.email, language, "chatMessages", {
      name: recipient.first_name ?? "",
      subject: subjectName,
      count: String(messages.length),
      messages: messages.map((m) => `${authorName(m)} (${m.author_organisation_name}):\n${m.body}`).join("\n\n"),
      link: `${config.publicUrl()}/a/chats/${encodeURIComponent(chatId)}`,
    });
    return true;
  }

  /** New chats, and messages in a chat about a claim, as short notices to both organisations' Slack. */
  private async notifySlack(chatId: string, message: ChatMessageView, isNew: boolean): Promise<void> {
    const [chat] = await this.activeManager_.query(
      `SELECT c.organisation_id, c.receiver_organisation_id, c.claim_id, c.subject_type, c.subject_reference,
              org.name AS organisation_name, rec.name AS receiver_name
         FROM chat c JOIN organisation org ON org.id = c.organisation_id
         JOIN organisation rec ON rec.id = c.receiver_organisation_id WHERE c.id = $1`,
      [chatId],
    );
    if (!chat || (!isNew && !chat.claim_id)) return;
    const link = `${config.publicUrl()}/a/chats/${encodeURIComponent(chatId)}`;
    const about = translate("en", `chats:subjectLabel.${chat.subject_type}`, {
      reference: chat.subject_reference ?? "",
    });
    const text = isNew
      ? `New chat: ${chat.organisation_name} → ${chat.receiver_name} about ${about}. ${link}`
      : `New message about the claim on ${about} from ${message.author.name} (${message.author.organisationName}). ${link}`;
    await Promise.all(
      [chat.organisation_id, chat.receiver_organisation_id].map((id: string) =>
        this.organisations_.notifySlack(id, text),
      ),
    );
  }

  // ── Views ───────────────────────────────────────────────────────────────────

  private async messageView(messageId: string): Promise<ChatMessageView> {
    const rows: MessageRow[] = await this.activeManager_.query(`${MESSAGE_SELECT} WHERE m.id = $1`, [messageId]);
    return (await this.views(rows))[0] as ChatMessageView;
  }

  private async views(rows: MessageRow[]): Promise<ChatMessageView[]> {
    const files = await this.uploads_.listFor(
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
      files: (files.get(row.id) ?? []).map((upload) => this.uploads_.toView(upload)),
    }));
  }
}

function authorName(row: MessageRow): string {
  const name = [row.author_first_name, row.author_last_name].filter(Boolean).join(" ").trim();
  return name || row.author_email || "";
}
