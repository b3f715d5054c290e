import { BaseEntity, generateEntityId } from "@medusajs/medusa";
import type { InvitationKind, MemberRole, OrganisationType } from "@platform/domain";
import { BeforeInsert, Column, Entity, Index } from "typeorm";

/**
 * An invitation by mail. kind "member": into an existing organisation. kind "organisation":
 * a new organisation (by support, or by an agency for a client), created on acceptance.
 * Only the token's SHA-256 is stored.
 */
@Entity()
export class Invitation extends BaseEntity {
  @Column({ type: "varchar" })
  kind: InvitationKind;

  @Index()
  @Column({ type: "varchar" })
  email: string;

  /** The organisation the invitation is for (member) or was sent from (organisation). */
  @Index()
  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar", default: "member" })
  role: MemberRole;

  @Column({ type: "varchar", nullable: true })
  new_organisation_name: string | null;

  @Column({ type: "varchar", nullable: true })
  new_organisation_type: OrganisationType | null;

  /** Set when an agency invites a client: the new organisation is looked after by it. */
  @Column({ type: "varchar", nullable: true })
  agency_id: string | null;

  @Column({ type: "varchar" })
  invited_by: string;

  @Index({ unique: true })
  @Column({ type: "varchar" })
  token_hash: string;

  @Column({ type: "timestamptz" })
  expires_at: Date;

  @Column({ type: "timestamptz", nullable: true })
  accepted_at: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  revoked_at: Date | null;

  @Column({ type: "varchar", default: "en" })
  language: string;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "inv");
  }
}
