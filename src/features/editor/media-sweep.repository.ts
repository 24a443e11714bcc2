// SQL for the media sweep (decision 099): which decks to look at next, a deck's files and their
// marks, every place that may name one of them (the presentation, its kept versions, its canvas
// state and unmerged live log, a recording's cover), read a page at a time so a deck with a long
// history never sits in memory at once, whether another presentation names a file about to go,
// and the marks and deletions a pass makes.
import type { Db } from '../../platform/db/connection';

/** Up to `limit` decks holding media, those never looked at first, then those looked at longest ago. */
export async function decksToSweep(db: Db, limit: number): Promise<number[]> {
  const fresh = await db
    .selectFrom('media_files')
    .leftJoin('media_sweeps', 'media_sweeps.presentation_id', 'media_files.presentation_id')
    .select('media_files.presentation_id')
    .distinct()
    .where('media_sweeps.presentation_id', 'is', null)
    .limit(limit)
    .execute();
  if (fresh.length >= limit) return fresh.map((row) => row.presentation_id);
  const older = await db
    .selectFrom('media_sweeps')
    .select('presentation_id')
    .orderBy('checked_at')
    .orderBy('presentation_id')
    .limit(limit - fresh.length)
    .execute();
  return [...fresh, ...older].map((row) => row.presentation_id);
}

/** The deck's files and their marks. */
export async function deckFiles(db: Db, presentationId: number) {
  return db
    .selectFrom('media_files')
    .select(['key', 'unreferenced_at'])
    .where('presentation_id', '=', presentationId)
    .execute();
}

/** What the presentation itself says: its document, its source, its video's media and thumbnail. */
export async function presentationTexts(db: Db, presentationId: number): Promise<string[]> {
  const row = await db
    .selectFrom('presentations')
    .leftJoin('recordings', 'recordings.presentation_id', 'presentations.id')
    .select([
      'presentations.document',
      'presentations.source',
      'presentations.media',
      'presentations.thumbnail_svg',
      'recordings.cover_image',
    ])
    .where('presentations.id', '=', presentationId)
    .executeTakeFirst();
  if (!row) return [];
  return [row.document, row.source, row.media, row.thumbnail_svg, row.cover_image].filter(
    (text): text is string => text !== null,
  );
}

/** A page of the deck's kept versions after version `afterId`, oldest first. */
export async function versionTexts(db: Db, presentationId: number, afterId: number, limit: number) {
  return db
    .selectFrom('presentation_versions')
    .select(['id', 'document', 'source'])
    .where('presentation_id', '=', presentationId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The deck's merged canvas state, if it has one. */
export async function canvasStateBytes(db: Db, presentationId: number): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('canvas_states')
    .select('state')
    .where('presentation_id', '=', presentationId)
    .executeTakeFirst();
  return row?.state;
}

/** A page of the deck's unmerged live edits (of any generation) after row `afterId`. */
export async function canvasLogPage(db: Db, presentationId: number, afterId: number, limit: number) {
  return db
    .selectFrom('canvas_updates')
    .select(['id', 'update'])
    .where('presentation_id', '=', presentationId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Whether a presentation other than `presentationId` names the content hash in its document or
 * source, or in one of its kept versions: a picture pasted from one deck into another is served
 * from the first deck's copy. A scan of both tables, asked only of a file about to be deleted.
 */
export async function namedByAnotherDeck(db: Db, presentationId: number, hash: string): Promise<boolean> {
  const pattern = `%${hash}%`;
  const deck = await db
    .selectFrom('presentations')
    .select('id')
    .where('id', '<>', presentationId)
    .where((eb) => eb.or([eb('document', 'like', pattern), eb('source', 'like', pattern)]))
    .limit(1)
    .executeTakeFirst();
  if (deck) return true;
  const version = await db
    .selectFrom('presentation_versions')
    .select('id')
    .where('presentation_id', '<>', presentationId)
    .where((eb) => eb.or([eb('document', 'like', pattern), eb('source', 'like', pattern)]))
    .limit(1)
    .executeTakeFirst();
  return version !== undefined;
}

/** Marks the files found named nowhere, unless marked already. */
export async function markUnreferenced(db: Db, presentationId: number, keys: string[], at: string) {
  if (keys.length === 0) return;
  await db
    .updateTable('media_files')
    .set({ unreferenced_at: at })
    .where('presentation_id', '=', presentationId)
    .where('key', 'in', keys)
    .where('unreferenced_at', 'is', null)
    .execute();
}

/** Clears the marks of files named again. */
export async function clearUnreferenced(db: Db, presentationId: number, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .updateTable('media_files')
    .set({ unreferenced_at: null })
    .where('presentation_id', '=', presentationId)
    .where('key', 'in', keys)
    .execute();
}

/**
 * Deletes the files whose mark is still at or before `cutoff`: a file stored again or taken from
 * the library meanwhile lost its mark (keepMediaFile) and stays. Answers how many went.
 */
export async function deleteUnreferenced(db: Db, presentationId: number, keys: string[], cutoff: string) {
  if (keys.length === 0) return 0;
  const result = await db
    .deleteFrom('media_files')
    .where('presentation_id', '=', presentationId)
    .where('key', 'in', keys)
    .where('unreferenced_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Notes that the sweep looked at the deck now; a deck without media leaves the rotation. */
export async function noteSwept(db: Db, presentationId: number, at: string | null) {
  if (at === null) {
    await db.deleteFrom('media_sweeps').where('presentation_id', '=', presentationId).execute();
    return;
  }
  await db
    .insertInto('media_sweeps')
    .values({ presentation_id: presentationId, checked_at: at })
    .onConflict((oc) => oc.column('presentation_id').doUpdateSet({ checked_at: at }))
    .execute();
}
