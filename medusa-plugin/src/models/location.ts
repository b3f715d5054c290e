import { BaseEntity, generateEntityId } from "@medusajs/medusa";
import type { LocationStatus, LocationType } from "@platform/domain";
import { BeforeInsert, Column, Entity } from "typeorm";

/** A place goods ship from: a platform warehouse (organisation_id NULL) or an organisation's own. */
@Entity()
export class Location extends BaseEntity {
  @Column({ type: "varchar", nullable: true })
  organisation_id: string | null;

  @Column({ type: "varchar" })
  name: string;

  @Column({ type: "varchar" })
  type: LocationType;

  @Column({ type: "varchar", default: "active" })
  status: LocationStatus;

  @Column({ type: "varchar", nullable: true })
  address_1: string | null;

  @Column({ type: "varchar", nullable: true })
  address_2: string | null;

  @Column({ type: "varchar", nullable: true })
  city: string | null;

  @Column({ type: "varchar", nullable: true })
  postal_code: string | null;

  @Column({ type: "varchar" })
  country_code: string;

  @Column({ type: "varchar", nullable: true })
  phone: string | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "loc");
  }
}
