import { BaseEntity, generateEntityId } from "@medusajs/medusa";
import type { MemberRole } from "@platform/domain";
import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne } from "typeorm";
import { Organisation } from "./organisation";

/** A Medusa customer's place in an organisation; a person belongs to exactly one. */
@Entity()
export class Member extends BaseEntity {
  @Index({ unique: true })
  @Column({ type: "varchar" })
  customer_id: string;

  @Index()
  @Column({ type: "varchar" })
  organisation_id: string;

  @ManyToOne(
    () => Organisation,
    (organisation) => organisation.members,
  )
  @JoinColumn({ name: "organisation_id" })
  organisation: Organisation;

  @Column({ type: "varchar", default: "member" })
  role: MemberRole;

  @Column({ type: "varchar", nullable: true })
  invited_by: string | null;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "mem");
  }
}
