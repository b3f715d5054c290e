import { BaseEntity, generateEntityId } from "@medusajs/medusa";
import type { BookingStatus } from "@platform/domain";
import { BeforeInsert, Column, Entity, PrimaryColumn } from "typeorm";

/** A service a provider offers (spec §3); its price is in EUR cents. */
@Entity({ name: "service" })
export class BookableService extends BaseEntity {
  @Column({ type: "varchar" })
  provider_organisation_id: string;

  @Column({ type: "varchar" })
  name: string;

  @Column({ type: "text" })
  description: string;

  @Column({ type: "integer" })
  price: number;

  @Column({ type: "varchar", default: "eur" })
  currency_code: string;

  @Column({ type: "text" })
  required_information: string;

  @Column({ type: "boolean" })
  requires_product_selection: boolean;

  @Column({ type: "boolean" })
  enabled: boolean;

  @Column({ type: "varchar", nullable: true })
  terms_url: string | null;

  @Column({ type: "varchar" })
  created_by: string;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "svc");
  }
}

/** A merchant's booking of a service; products in booking_product, files are uploads attached as "booking". */
@Entity()
export class Booking extends BaseEntity {
  @Column({ type: "varchar" })
  service_id: string;

  @Column({ type: "varchar" })
  provider_organisation_id: string;

  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar", default: "pending" })
  status: BookingStatus;

  @Column({ type: "integer" })
  amount: number;

  /** The service's price when it was booked (EUR cents). */
  @Column({ type: "integer" })
  unit_price: number;

  @Column({ type: "varchar", default: "eur" })
  currency_code: string;

  @Column({ type: "text" })
  notes: string;

  @Column({ type: "date" })
  booking_date: string;

  @Column({ type: "varchar", nullable: true })
  terms_url: string | null;

  @Column({ type: "timestamptz" })
  terms_accepted_at: Date;

  @Column({ type: "varchar", nullable: true })
  chat_id: string | null;

  /** Set by the invoices domain once the completed booking is invoiced. */
  @Column({ type: "varchar", nullable: true })
  invoice_id: string | null;

  @Column({ type: "varchar" })
  created_by: string;

  @Column({ type: "timestamptz", nullable: true })
  status_changed_at: Date | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "bkg");
  }
}

/** A product (platform variant) chosen for a booking, in the order chosen. */
@Entity()
export class BookingProduct {
  @PrimaryColumn({ type: "varchar" })
  booking_id: string;

  @PrimaryColumn({ type: "varchar" })
  variant_id: string;

  @Column({ type: "integer" })
  position: number;
}
