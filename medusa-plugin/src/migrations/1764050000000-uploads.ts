import type { MigrationInterface, QueryRunner } from "typeorm";

/** Uploaded files (claims, chats, …): owner, what they are, where they are stored, what they belong to. */
export class Uploads1764050000000 implements MigrationInterface {
  name = "Uploads1764050000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "upload" (
        "id" varchar PRIMARY KEY,
        "organisation_id" varchar NOT NULL REFERENCES "organisation"("id") ON DELETE CASCADE,
        "uploaded_by" varchar NOT NULL,
        "name" varchar NOT NULL,
        "mime_type" varchar NOT NULL CHECK ("mime_type" IN ('image/jpeg','image/png','image/webp','image/gif','application/pdf')),
        "size" integer NOT NULL CHECK ("size" > 0),
        "storage_key" varchar NOT NULL UNIQUE,
        "thumbnail_key" varchar,
        "width" integer,
        "height" integer,
        "subject_type" varchar,
        "subject_id" varchar,
        "attached_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("subject_type" IS NULL) = ("subject_id" IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_upload_subject" ON "upload" ("subject_type", "subject_id") WHERE "subject_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_upload_unattached" ON "upload" ("created_at") WHERE "subject_id" IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_upload_organisation" ON "upload" ("organisation_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "upload"`);
  }
}
