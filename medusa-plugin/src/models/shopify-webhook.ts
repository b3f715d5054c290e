import { generateEntityId } from "@medusajs/medusa";
import { BeforeInsert, Column, Entity, PrimaryColumn } from "typeorm";

export type WebhookStatus = "received" | "processing" | "processed" | "failed" | "deferred";

/** One accepted webhook delivery, stored before it is processed (unique per shop + event key). */
@Entity()
export class ShopifyWebhook {
  @PrimaryColumn({ type: "varchar" })
  id: string;

  @Column({ type: "varchar" })
  shop_domain: string;

  @Column({ type: "varchar" })
  topic: string;

  /** X-Shopify-Event-Id, or X-Shopify-Webhook-Id when there is none. */
  @Column({ type: "varchar" })
  event_key: string;

  @Column({ type: "varchar" })
  webhook_id: string;

  @Column({ type: "varchar", nullable: true })
  event_id: string | null;

  @Column({ type: "timestamptz", nullable: true })
  triggered_at: Date | null;

  @Column({ type: "varchar", nullable: true })
  api_version: string | null;

  /** Cleared once processed: personal data is kept only where the orders need it. */
  @Column({ type: "jsonb", nullable: true })
  payload: Record<string, unknown> | null;

  @Column({ type: "varchar", default: "received" })
  status: WebhookStatus;

  @Column({ type: "integer", default: 0 })
  attempts: number;

  @Column({ type: "text", nullable: true })
  last_error: string | null;

  @Column({ type: "timestamptz", default: () => "now()" })
  received_at: Date;

  @Column({ type: "timestamptz", nullable: true })
  processed_at: Date | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "swh");
  }
}
