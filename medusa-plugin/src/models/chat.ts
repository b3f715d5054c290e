import { generateEntityId } from "@medusajs/medusa";
import type { ChatStatus, ChatSubjectType } from "@platform/domain";
import { BeforeInsert, Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/**
 * A conversation about one subject (an order now; product requests and packaging orders later)
 * between the merchant organisation and a receiver (a supplier or producer, or support).
 */
@Entity()
export class Chat {
  @PrimaryColumn({ type: "varchar" })
  id: string;

  @Column({ type: "varchar" })
  subject_type: ChatSubjectType;

  @Column({ type: "varchar" })
  subject_id: string;

  /** The subject's number as users search it (the order number), captured when the chat starts. */
  @Column({ type: "varchar", nullable: true })
  subject_reference: string | null;

  /** The product name of spec §3 (the order's first item). */
  @Column({ type: "varchar", nullable: true })
  subject_title: string | null;

  /** The subject's shop (spec §3), captured when the chat starts. */
  @Column({ type: "varchar", nullable: true })
  subject_shop: string | null;

  /** The merchant organisation the subject belongs to. */
  @Column({ type: "varchar" })
  organisation_id: string;

  /** The supplier/producer organisation addressed, or the platform organisation (support). */
  @Column({ type: "varchar" })
  receiver_organisation_id: string;

  /** A chat about an order's claim. */
  @Column({ type: "varchar", nullable: true })
  claim_id: string | null;

  @Column({ type: "varchar", default: "open" })
  status: ChatStatus;

  @Column({ type: "varchar" })
  created_by: string;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;

  @Column({ type: "timestamptz" })
  last_message_at: Date;

  /** The seq of the newest message (messages are numbered 1, 2, 3 … per chat). */
  @Column({ type: "bigint", default: 0 })
  last_seq: string;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "chat");
  }
}

/** One message; `seq` (dense per chat) orders messages and is the subscription's resume cursor. */
@Entity()
export class ChatMessage {
  @PrimaryColumn({ type: "varchar" })
  id: string;

  @Column({ type: "bigint" })
  seq: string;

  @Column({ type: "varchar" })
  chat_id: string;

  @Column({ type: "varchar" })
  author_customer_id: string;

  @Column({ type: "varchar" })
  author_organisation_id: string;

  @Column({ type: "text" })
  body: string;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "chmsg");
  }
}

/** How far a person has read a chat (unread = messages of others with a higher seq). */
@Entity()
export class ChatRead {
  @PrimaryColumn({ type: "varchar" })
  chat_id: string;

  @PrimaryColumn({ type: "varchar" })
  customer_id: string;

  @Column({ type: "bigint", default: 0 })
  last_read_seq: string;
}
