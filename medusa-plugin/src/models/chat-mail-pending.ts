import { Column, Entity, PrimaryColumn } from "typeorm";

/** A recipient's batched chat mail: due after CHAT_MAIL_DELAY_MS, covering messages from `from_seq` on. */
@Entity()
export class ChatMailPending {
  @PrimaryColumn({ type: "varchar" })
  chat_id: string;

  @PrimaryColumn({ type: "varchar" })
  customer_id: string;

  @Column({ type: "bigint" })
  from_seq: string;

  @Column({ type: "timestamptz" })
  due_at: Date;
}
