// The uploads module's SQL: attaching files to a subject inside the caller's transaction. Reads by
// id or subject go through the TypeORM entity (models/upload.ts).
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../lib/sql";
import type { Upload } from "../../models/upload";

/** The organisation's own unattached uploads among `ids`, locked until the caller's transaction ends. */
export async function lockUnattachedUploads(
  manager: EntityManager,
  ids: string[],
  organisationId: string,
): Promise<Upload[]> {
  return await query<Upload>(
    manager,
    sql`SELECT * FROM upload WHERE id = ANY(${ids}) AND organisation_id = ${organisationId} AND subject_id IS NULL FOR UPDATE`,
  );
}

/** What a subject holds already: files, and of those images. */
export async function countHeldFiles(
  manager: EntityManager,
  subjectType: string,
  subjectId: string,
): Promise<{ files: number; images: number }> {
  return (await queryOne<{ files: number; images: number }>(
    manager,
    sql`SELECT count(*)::int AS files, count(*) FILTER (WHERE mime_type LIKE 'image/%')::int AS images
         FROM upload WHERE subject_type = ${subjectType} AND subject_id = ${subjectId}`,
  )) as { files: number; images: number };
}

/** Attaches the still unattached uploads among `ids` to the subject; the rows attached. */
export async function attachUploads(
  manager: EntityManager,
  subjectType: string,
  subjectId: string,
  ids: string[],
): Promise<Upload[]> {
  return await query<Upload>(
    manager,
    sql`UPDATE upload SET subject_type = ${subjectType}, subject_id = ${subjectId}, attached_at = now()
          WHERE id = ANY(${ids}) AND subject_id IS NULL
          RETURNING *`,
  );
}
