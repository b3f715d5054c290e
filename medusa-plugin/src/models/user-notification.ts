import { generateEntityId } from "@medusajs/medusa";
import type { NotificationKind, NotificationParams, NotificationSubjectType } from "@platform/domain";
import { BeforeInsert, Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/** One in-app notification of one person (written by modules/notifications/notify-members.ts). */
@Entity()
export class UserNotification {
  @PrimaryColumn({ type: "varchar" })
  id: string;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;

  @Column({ type: "varchar" })
  recipient_customer_id: string;

  /** The organisation the recipient belongs to (the notification is about its data). */
  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar" })
  kind: NotificationKind;

  @Column({ type: "varchar" })
  subject_type: NotificationSubjectType;

  @Column({ type: "varchar" })
  subject_id: string;

  @Column({ type: "jsonb", default: () => "'{}'" })
  params: NotificationParams;

  @Column({ type: "timestamptz", nullable: true })
  read_at: Date | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id ||= generateEntityId(this.id, "ntf");
  }
}
