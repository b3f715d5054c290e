import { BaseEntity, generateEntityId } from "@medusajs/medusa";
import { BeforeInsert, Column, Entity } from "typeorm";

/** A shop's variant (by Shopify variant id, or by SKU — the default match) → a platform variant. */
@Entity()
export class ShopProductLink extends BaseEntity {
  @Column({ type: "varchar" })
  shop_id: string;

  @Column({ type: "varchar", nullable: true })
  sku: string | null;

  @Column({ type: "varchar", nullable: true })
  shopify_variant_id: string | null;

  @Column({ type: "varchar" })
  variant_id: string;

  /** Set when a person linked it (Linking tab), so the tab can name the shop's product. */
  @Column({ type: "varchar", nullable: true })
  shopify_product_id: string | null;

  @Column({ type: "varchar", nullable: true })
  shop_product_title: string | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "spl");
  }
}
