import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/**
 * An organisation's goods of one variant at one location. Changed only by conditional UPDATEs
 * (`on_hand - reserved >= n`), so concurrent orders never reserve the same unit twice.
 */
@Entity()
export class LocationStock {
  @PrimaryColumn({ type: "varchar" })
  organisation_id: string;

  @PrimaryColumn({ type: "varchar" })
  location_id: string;

  @PrimaryColumn({ type: "varchar" })
  variant_id: string;

  @Column({ type: "integer", default: 0 })
  on_hand: number;

  /** Held for routed orders until their invoice is paid (then drawn) or they change (released). */
  @Column({ type: "integer", default: 0 })
  reserved: number;

  @UpdateDateColumn({ type: "timestamptz" })
  updated_at: Date;
}
