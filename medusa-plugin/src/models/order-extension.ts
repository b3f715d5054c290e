import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** Our columns beside a Medusa order (1:1): organisation, shop, the shop's order id, totals as the shop charged them. */
@Entity()
export class OrderExtension {
  @PrimaryColumn({ type: "varchar" })
  order_id: string;

  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar", nullable: true })
  shop_id: string | null;

  /** Shopify's numeric order id; unique per shop (the business key). */
  @Column({ type: "varchar", nullable: true })
  external_order_id: string | null;

  /** Shopify's order name, e.g. "#1001". */
  @Column({ type: "varchar", nullable: true })
  external_order_name: string | null;

  @Column({ type: "varchar", nullable: true })
  external_customer_id: string | null;

  /** Shopify's updated_at of the version stored: older deliveries never overwrite newer data. */
  @Column({ type: "timestamptz", nullable: true })
  external_updated_at: Date | null;

  @Column({ type: "varchar", nullable: true })
  customer_name: string | null;

  @Column({ type: "varchar" })
  currency_code: string;

  @Column({ type: "integer", default: 0 })
  subtotal: number;

  @Column({ type: "integer", default: 0 })
  shipping_total: number;

  @Column({ type: "integer", default: 0 })
  tax_total: number;

  @Column({ type: "integer", default: 0 })
  discount_total: number;

  @Column({ type: "integer", default: 0 })
  total: number;

  /** The shop's prices include tax (Shopify's taxes_included): lines and subtotal are gross. */
  @Column({ type: "boolean", nullable: true })
  taxes_included: boolean | null;

  /** Some line items match no platform variant yet. */
  @Column({ type: "boolean", default: false })
  needs_linking: boolean;

  @Column({ type: "varchar", nullable: true })
  location_id: string | null;

  @Column({ type: "boolean", default: false })
  invoiced: boolean;

  /** Where routing put the order: routed (location_id set) or unroutable (no location can ship it all). */
  @Column({ type: "varchar", nullable: true })
  routing_status: "routed" | "unroutable" | null;

  /** Why (translation keys and their values, see LocationService.routeOrder), shown on the order detail. */
  @Column({ type: "jsonb", nullable: true })
  routing_explanation: Record<string, unknown> | null;

  @Column({ type: "timestamptz", nullable: true })
  routed_at: Date | null;

  @Column({ type: "text", array: true, default: () => "'{}'" })
  tracking_numbers: string[];

  @Column({ type: "text", array: true, default: () => "'{}'" })
  tracking_urls: string[];

  @Column({ type: "timestamptz", nullable: true })
  shipped_at: Date | null;

  /** A member corrected the address: later shop updates leave it alone. */
  @Column({ type: "timestamptz", nullable: true })
  address_edited_at: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  redacted_at: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updated_at: Date;
}
