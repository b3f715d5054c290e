import type { Language } from "@platform/domain";
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** A person's own settings: chat mail notifications and language (UI and mails). */
@Entity()
export class CustomerSetting {
  @PrimaryColumn({ type: "varchar" })
  customer_id: string;

  @Column({ type: "varchar", default: "en" })
  language: Language;

  @Column({ type: "boolean", default: true })
  order_chat_email: boolean;

  @Column({ type: "boolean", default: true })
  product_request_chat_email: boolean;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updated_at: Date;
}
