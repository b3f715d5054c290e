import { BaseEntity, generateEntityId } from "@medusajs/medusa";
import type { ClaimStatus, ClaimType } from "@platform/domain";
import { BeforeInsert, Column, Entity } from "typeorm";

/** A merchant's claim about one of their orders; support decides it. Files are uploads attached as "claim". */
@Entity()
export class Claim extends BaseEntity {
  @Column({ type: "varchar" })
  order_id: string;

  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar" })
  type: ClaimType;

  @Column({ type: "text" })
  description: string;

  @Column({ type: "varchar", default: "pending" })
  status: ClaimStatus;

  /** Refunded or credited amount in minor units of currency_code (refunded and credit only). */
  @Column({ type: "integer", nullable: true })
  amount: number | null;

  @Column({ type: "varchar", nullable: true })
  currency_code: string | null;

  @Column({ type: "varchar", nullable: true })
  new_tracking_number: string | null;

  @Column({ type: "varchar", nullable: true })
  new_tracking_url: string | null;

  @Column({ type: "text", nullable: true })
  decision_note: string | null;

  @Column({ type: "varchar" })
  created_by: string;

  @Column({ type: "varchar", nullable: true })
  decided_by: string | null;

  @Column({ type: "timestamptz", nullable: true })
  decided_at: Date | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "clm");
  }
}
