import { generateEntityId, SoftDeletableEntity } from "@medusajs/medusa";
import type { BulkImportMethod, ContainerLoad, OrganisationStatus, OrganisationType } from "@platform/domain";
import { BeforeInsert, Column, Entity, Index, JoinColumn, ManyToOne, OneToMany } from "typeorm";
import { Member } from "./member";

@Entity()
export class Organisation extends SoftDeletableEntity {
  @Column({ type: "varchar" })
  name: string;

  @Index()
  @Column({ type: "varchar" })
  type: OrganisationType;

  @Index()
  @Column({ type: "varchar", default: "active" })
  status: OrganisationStatus;

  /** From this moment on the organisation's members see only invoices. */
  @Column({ type: "timestamptz", nullable: true })
  disabled_at: Date | null;

  /** The agency that looks after this (client) organisation. */
  @Index()
  @Column({ type: "varchar", nullable: true })
  agency_id: string | null;

  @ManyToOne(() => Organisation, { nullable: true })
  @JoinColumn({ name: "agency_id" })
  agency: Organisation | null;

  /** Percent an agency adds for this client organisation (set by the agency, used by invoices). */
  @Column({
    type: "numeric",
    precision: 5,
    scale: 2,
    nullable: true,
    transformer: { to: (v) => v, from: (v) => (v === null ? null : Number(v)) },
  })
  agency_margin_percent: number | null;

  @Column({ type: "varchar", nullable: true })
  slack_webhook_url: string | null;

  // Container section: how the organisation's bulk imports arrive (docs/decisions.md).
  @Column({ type: "varchar", nullable: true })
  eori_number: string | null;

  @Column({ type: "varchar", nullable: true })
  default_import_method: BulkImportMethod | null;

  @Column({ type: "varchar", nullable: true })
  container_load: ContainerLoad | null;

  @Column({ type: "varchar", nullable: true })
  customs_broker_email: string | null;

  @Column({ type: "varchar", nullable: true })
  company_name: string | null;

  @Column({ type: "varchar", nullable: true })
  street: string | null;

  @Column({ type: "varchar", nullable: true })
  city: string | null;

  @Column({ type: "varchar", nullable: true })
  zip: string | null;

  @Column({ type: "varchar", length: 2, nullable: true })
  country_code: string | null;

  @Column({ type: "varchar", nullable: true })
  vat_id: string | null;

  @Column({ type: "varchar", nullable: true })
  iban: string | null;

  @Column({ type: "varchar", nullable: true })
  bic: string | null;

  @Column({ type: "varchar", nullable: true })
  ioss_number: string | null;

  @Column({ type: "varchar", nullable: true })
  email: string | null;

  @Column({ type: "varchar", nullable: true })
  phone: string | null;

  @OneToMany(
    () => Member,
    (member) => member.organisation,
  )
  members: Member[];

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "org");
  }
}
