import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

export type StockReservationStatus = "awaiting_payment" | "drawn" | "released";

/** What a routed order holds of one variant at its location, until paid (drawn) or released. */
@Entity()
export class StockReservation {
  @PrimaryColumn({ type: "varchar" })
  id: string;

  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar" })
  order_id: string;

  @Column({ type: "varchar" })
  location_id: string;

  @Column({ type: "varchar" })
  variant_id: string;

  @Column({ type: "integer" })
  quantity: number;

  @Column({ type: "varchar", default: "awaiting_payment" })
  status: StockReservationStatus;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;

  @Column({ type: "timestamptz", nullable: true })
  drawn_at: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  released_at: Date | null;
}
