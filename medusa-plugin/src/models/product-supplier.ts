import { CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/** Which supplier organisation supplies which platform product (chats about its orders reach it). */
@Entity()
export class ProductSupplier {
  @PrimaryColumn({ type: "varchar" })
  product_id: string;

  @PrimaryColumn({ type: "varchar" })
  organisation_id: string;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;
}
