import {
  CHAT_MESSAGES,
  type ChatReceiversInput,
  type ChatSubjectType,
  type CreateChatInput,
  type SendChatMessageInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type ChatMessageView, chatBus } from "../lib/chat-bus";
import { type ChatSubjectContext, chatSubjectKind } from "../lib/chat-subjects";
import { DomainError } from "../lib/domain-error";
import { notifyMembers } from "../lib/notify-members";
import { PlatformService } from "../lib/platform-service";
import { returnedRows } from "../lib/sql";
import {
  CHAT_MESSAGE_SUBJECT,
  type ChatViewer,
  chatMailDelayMs,
  type InjectedDependencies,
  messageBody,
  RECEIVER_TYPES,
} from "./chat";

/** Starting chats and posting messages: who may address whom, delivery on the chat bus, then mails and Slack. */
export default class ChatPostingService extends PlatformService<InjectedDependencies> {
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
    const message = await this.deps_.chatService.messageView(messageId);
    await this.afterPost(chatId, message, isNew);
    return { chatId, message };
  }

  /**
   * A participant posts a message (with attachments) to a chat. A domain's own notice about a
   * change it already notified (a booking's new status) passes `notify: false`: the message is
   * there, live and by mail, but the bell tells of the change once.
   */
  async send(
    viewer: ChatViewer,
    input: SendChatMessageInput,
    { notify = true }: { notify?: boolean } = {},
  ): Promise<ChatMessageView> {
    const body = messageBody(input.body);
    const messageId = await this.transaction_(async (manager) => {
      // The row lock numbers a chat's messages in commit order (seq has no gaps within a chat).
      const chat = await this.deps_.chatService.assertParticipant(viewer, input.chatId, manager, true);
      if (chat.status === "closed") throw new DomainError("BAD_REQUEST", CHAT_MESSAGES.closed);
      return await this.post(manager, viewer, input.chatId, body, input.files, notify);
    });
    const message = await this.deps_.chatService.messageView(messageId);
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
    notify = true,
  ): Promise<string> {
    const [updated] = returnedRows<{
      last_seq: string;
      subject_type: ChatSubjectType;
      organisation_id: string;
      receiver_organisation_id: string;
      subject_reference: string | null;
      subject_title: string | null;
    }>(
      await manager.query(
        `UPDATE chat SET last_seq = last_seq + 1, last_message_at = now() WHERE id = $1
          RETURNING last_seq, subject_type, organisation_id, receiver_organisation_id, subject_reference, subject_title`,
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
    await this.deps_.uploadService.attach(manager, {
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
    if (notify) await this.notifyOtherSide(manager, viewer, chatId, updated);
    return message.id;
  }

  /** The other side's members get (or have brought up to date) one unread notification per chat. */
  private async notifyOtherSide(
    manager: EntityManager,
    viewer: ChatViewer,
    chatId: string,
    chat: {
      organisation_id: string;
      receiver_organisation_id: string;
      subject_reference: string | null;
      subject_title: string | null;
    },
  ): Promise<void> {
    const [author] = await manager.query(`SELECT name FROM organisation WHERE id = $1`, [viewer.organisationId]);
    await notifyMembers(manager, {
      organisationIds: [chat.organisation_id, chat.receiver_organisation_id].filter(
        (id) => id !== viewer.organisationId,
      ),
      kind: "chat_message",
      subjectType: "chat",
      subjectId: chatId,
      params: { reference: chat.subject_reference ?? chat.subject_title ?? "", organisationName: author?.name ?? "" },
      coalesce: true,
    });
  }

  /** After commit: live delivery, the mail timer and Slack notices. Failures here never undo the message. */
  private async afterPost(chatId: string, message: ChatMessageView, isNew: boolean): Promise<void> {
    await chatBus()
      .publish([{ key: chatId, value: message }])
      .catch((error: unknown) => console.warn(`[chat] publish failed: ${String(error)}`));
    const timer = setTimeout(
      () => void this.deps_.chatNotificationService.flushMails().catch(() => undefined),
      chatMailDelayMs() + 50,
    );
    timer.unref();
    void this.deps_.chatNotificationService
      .notifySlack(chatId, message, isNew)
      .catch((error: unknown) => console.warn(`[chat] slack notice failed: ${String(error)}`));
  }
}
