// SQL for resumable video uploads, and whether a stored video file is still used. Each chunk's
// progress is a conditional UPDATE (`where received = offset`), so two requests carrying the same
// chunk advance the upload once.
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { VideoUploadsTable } from './tables';

export type VideoUpload = Selectable<VideoUploadsTable>;
export type VideoMimeType = VideoUpload['mime_type'];

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

export async function insertUpload(
  db: Db,
  row: Pick<VideoUpload, 'id' | 'user_id' | 'mime_type' | 'bytes' | 'declared_ms' | 'created_at'>,
): Promise<void> {
  await db
    .insertInto('video_uploads')
    .values({ ...row, updated_at: row.created_at })
    .execute();
}

/** An upload as its uploader sees it; undefined for anyone else's. */
export async function findUpload(db: Db, id: string, userId: number): Promise<VideoUpload | undefined> {
  return db
    .selectFrom('video_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Uploads still arriving, or complete and not yet published. */
export async function countUnfinishedUploads(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('video_uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', 'in', ['uploading', 'complete'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves the offset from `from` to `to`; false when it was not at `from` any more. */
export async function advanceUpload(
  db: Db,
  id: string,
  from: number,
  to: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('video_uploads')
    .set({ received: to, updated_at: now })
    .where('id', '=', id)
    .where('received', '=', from)
    .where('state', '=', 'uploading')
    .executeTakeFirst();
  return changed(result);
}

export async function completeUpload(
  db: Db,
  id: string,
  done: { sha256: string; durationMs: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('video_uploads')
    .set({ state: 'complete', sha256: done.sha256, duration_ms: done.durationMs, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function rejectUpload(db: Db, id: string, reason: string, now: string): Promise<void> {
  await db
    .updateTable('video_uploads')
    .set({ state: 'rejected', reason, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteUpload(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('video_uploads').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Uploads declared before `before` (any state): the sweeper deletes them. */
export async function findUploadsBefore(db: Db, before: string, limit: number): Promise<VideoUpload[]> {
  return db
    .selectFrom('video_uploads')
    .selectAll()
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Whether a stored video file is still used: by a recording, or by a complete upload. */
export async function videoFileInUse(db: Db, sha256: string): Promise<boolean> {
  const recording = await db
    .selectFrom('recordings')
    .select('presentation_id')
    .where('video_sha256', '=', sha256)
    .executeTakeFirst();
  if (recording) return true;
  const take = await db
    .selectFrom('recording_takes')
    .select('presentation_id')
    .where('video_sha256', '=', sha256)
    .executeTakeFirst();
  if (take) return true;
  const inDeck = await db
    .selectFrom('deck_videos')
    .select('presentation_id')
    .where('video_sha256', '=', sha256)
    .executeTakeFirst();
  if (inDeck) return true;
  const upload = await db
    .selectFrom('video_uploads')
    .select('id')
    .where('sha256', '=', sha256)
    .where('state', '=', 'complete')
    .executeTakeFirst();
  return upload !== undefined;
}
