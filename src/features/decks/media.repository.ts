// SQL for uploaded media (PDF page images, canvas pictures): rows of media_files, keyed by content
// hash per presentation.
import type { Db } from '../../platform/db/connection';

export interface NewMedia {
  /** sha256 of the bytes in hex, plus the extension: the same picture always has the same key. */
  key: string;
  contentType: string;
  bytes: Buffer;
}

export async function insertMediaFiles(
  db: Db,
  presentationId: number,
  files: readonly NewMedia[],
  at: string,
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('media_files')
    .values(
      files.map((file) => ({
        presentation_id: presentationId,
        key: file.key,
        content_type: file.contentType,
        size: file.bytes.length,
        bytes: file.bytes,
        created_at: at,
      })),
    )
    .execute();
}

/**
 * One stored copy of a file (every row with the same key holds the same bytes), if a presentation
 * holding it is up, or is taken down but owned by `ownerId` (who still sees it, and why).
 */
export async function findMediaByKey(
  db: Db,
  key: string,
  ownerId: number | null,
): Promise<{ content_type: string; size: number; bytes: Buffer } | undefined> {
  return db
    .selectFrom('media_files')
    .innerJoin('presentations', 'presentations.id', 'media_files.presentation_id')
    .select(['media_files.content_type', 'media_files.size', 'media_files.bytes'])
    .where('media_files.key', '=', key)
    .where((eb) =>
      eb.or([eb('presentations.hidden', '=', 0), eb('presentations.owner_id', '=', ownerId ?? -1)]),
    )
    .limit(1)
    .executeTakeFirst();
}

/** A copied presentation gets its own rows, so deleting either one keeps the other's pictures. */
export async function copyMediaFiles(db: Db, fromId: number, toId: number, at: string): Promise<void> {
  const rows = await db
    .selectFrom('media_files')
    .select(['key', 'content_type', 'bytes'])
    .where('presentation_id', '=', fromId)
    .execute();
  await insertMediaFiles(
    db,
    toId,
    rows.map((row) => ({ key: row.key, contentType: row.content_type, bytes: row.bytes })),
    at,
  );
}

/** Forgets one file of a presentation (before storing the same picture again). */
export async function deleteMediaFile(db: Db, presentationId: number, key: string): Promise<void> {
  await db
    .deleteFrom('media_files')
    .where('presentation_id', '=', presentationId)
    .where('key', '=', key)
    .execute();
}

/**
 * Whether the presentation holds the file, which is wanted again (stored anew, or taken from the
 * library): a mark the media sweep left on it is cleared in the same statement, so its grace period
 * starts over and a sweep deleting it meanwhile either waits for this or leaves nothing to keep
 * (decision 099).
 */
export async function keepMediaFile(db: Db, presentationId: number, key: string): Promise<boolean> {
  const result = await db
    .updateTable('media_files')
    .set({ unreferenced_at: null })
    .where('presentation_id', '=', presentationId)
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
