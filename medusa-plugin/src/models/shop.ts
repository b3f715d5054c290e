import { BaseEntity, generateEntityId } from "@medusajs/medusa";
import type { ShipmentMethod, ShopPlatform, ShopStatus } from "@platform/domain";
import { BeforeInsert, Column, Entity, Index } from "typeorm";

/** A shop installed through the Shopify app. Tokens are stored encrypted (lib/token-crypto.ts). */
@Entity()
export class Shop extends BaseEntity {
  /** Null while the install waits for someone to sign in at /shopify-login and claim it. */
  @Index()
  @Column({ type: "varchar", nullable: true })
  organisation_id: string | null;

  @Column({ type: "varchar", default: "shopify" })
  platform: ShopPlatform;

  @Column({ type: "varchar" })
  domain: string;

  @Column({ type: "varchar" })
  name: string;

  @Column({ type: "varchar", nullable: true })
  shipment_method: ShipmentMethod | null;

  @Column({ type: "varchar", default: "pending" })
  status: ShopStatus;

  /** The scopes Shopify granted, comma-separated. */
  @Column({ type: "varchar", default: "" })
  scopes: string;

  @Column({ type: "text", nullable: true, select: false })
  access_token: string | null;

  @Column({ type: "timestamptz", nullable: true })
  access_token_expires_at: Date | null;

  @Column({ type: "text", nullable: true, select: false })
  refresh_token: string | null;

  @Column({ type: "timestamptz", nullable: true })
  refresh_token_expires_at: Date | null;

  @Column({ type: "varchar", nullable: true, select: false })
  claim_token_hash: string | null;

  @Column({ type: "timestamptz", nullable: true })
  claim_expires_at: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  installed_at: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  uninstalled_at: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  redacted_at: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  last_synced_at: Date | null;

  /** Shopify refused the app the shop's orders (protected customer data not approved); null when readable. */
  @Column({ type: "timestamptz", nullable: true })
  orders_access_denied_at: Date | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "shop");
  }
}
