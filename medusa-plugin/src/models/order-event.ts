import { generateEntityId } from "@medusajs/medusa";
import { BeforeInsert, Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/** One entry of an order's history: what changed (type + data), who did it and when. */
@Entity()
export class OrderEvent {
  @PrimaryColumn({ type: "varchar" })
  id: string;

  @Column({ type: "varchar" })
  order_id: string;

  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar" })
  type: string;

  @Column({ type: "jsonb", default: () => "'{}'" })
  data: Record<string, unknown>;

  /** The member who acted; null for the shop (webhooks) and the platform itself. */
  @Column({ type: "varchar", nullable: true })
  actor_customer_id: string | null;

  /** The actor's name as it was, so the history stays readable after a member leaves. */
  @Column({ type: "varchar", nullable: true })
  actor_name: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id ||= generateEntityId(this.id, "oev");
  }
}
