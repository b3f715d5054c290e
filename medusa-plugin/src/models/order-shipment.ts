import { BaseEntity, generateEntityId } from "@medusajs/medusa";
import { BeforeInsert, Column, Entity } from "typeorm";

export type FulfilmentPushStatus = "pending" | "done" | "failed";
/**
 * rejected: Shopify refused it (a userError, with its message); unreachable: every retry failed;
 * on_hold / scheduled: a pending push waits for a fulfilment order Shopify holds (push_error: its
 * FulfillmentHoldReason) or has scheduled (push_error: its fulfillAt).
 */
export type FulfilmentPushErrorKind = "rejected" | "unreachable" | "on_hold" | "scheduled";
export type ShipmentItem = { lineItemId: string; quantity: number };

/** Items that left a location together with their tracking; a shop order's shipment is pushed to the shop. */
@Entity()
export class OrderShipment extends BaseEntity {
  @Column({ type: "varchar" })
  order_id: string;

  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar", nullable: true })
  location_id: string | null;

  @Column({ type: "jsonb" })
  items: ShipmentItem[];

  @Column({ type: "text", array: true, default: () => "'{}'" })
  tracking_numbers: string[];

  @Column({ type: "text", array: true, default: () => "'{}'" })
  tracking_urls: string[];

  @Column({ type: "varchar", nullable: true })
  created_by: string | null;

  /** The shop's shipment method when the shipment was made (never read from the shop's settings later). */
  @Column({ type: "varchar", nullable: true })
  shipment_method: string | null;

  /** The carrier as pushed to Shopify's trackingInfo.company ("DHL"). */
  @Column({ type: "varchar", nullable: true })
  carrier: string | null;

  @Column({ type: "varchar", nullable: true })
  push_status: FulfilmentPushStatus | null;

  @Column({ type: "integer", default: 0 })
  push_attempts: number;

  /** When the next attempt is due (exponential backoff after a failure). */
  @Column({ type: "timestamptz", nullable: true })
  push_next_at: Date | null;

  @Column({ type: "text", nullable: true })
  push_error: string | null;

  @Column({ type: "varchar", nullable: true })
  push_error_kind: FulfilmentPushErrorKind | null;

  @Column({ type: "varchar", nullable: true })
  external_fulfillment_id: string | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id ||= generateEntityId(this.id, "ship");
  }
}
