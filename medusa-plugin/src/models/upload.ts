import { generateEntityId } from "@medusajs/medusa";
import { BeforeInsert, Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/**
 * A file a member uploaded. Stored under a server-generated name outside any public folder; read
 * only through signed links the server issues to those allowed to see it.
 */
@Entity()
export class Upload {
  @PrimaryColumn({ type: "varchar" })
  id: string;

  /** The organisation that owns it (the uploader's). */
  @Column({ type: "varchar" })
  organisation_id: string;

  @Column({ type: "varchar" })
  uploaded_by: string;

  /** The uploader's file name, cleaned, with the extension of what the file really is. */
  @Column({ type: "varchar" })
  name: string;

  @Column({ type: "varchar" })
  mime_type: string;

  @Column({ type: "integer" })
  size: number;

  @Column({ type: "varchar" })
  storage_key: string;

  @Column({ type: "varchar", nullable: true })
  thumbnail_key: string | null;

  @Column({ type: "integer", nullable: true })
  width: number | null;

  @Column({ type: "integer", nullable: true })
  height: number | null;

  /** What it belongs to ("claim", "chat_message", …); null until attached. */
  @Column({ type: "varchar", nullable: true })
  subject_type: string | null;

  @Column({ type: "varchar", nullable: true })
  subject_id: string | null;

  @Column({ type: "timestamptz", nullable: true })
  attached_at: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  created_at: Date;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id = generateEntityId(this.id, "upl");
  }
}
