// SQL for videos uploaded into canvas decks (deck_videos): one row per deck and stored file, so a
// file is served while some deck that is up holds it, and deleted with the last row or recording
// that uses it (uploads.repository.ts videoFileInUse).
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { DeckVideosTable } from './tables';

export type DeckVideo = Selectable<DeckVideosTable>;

/** Keeps `row`; the same file sent into the deck twice at once is kept once. */
export async function insertDeckVideo(db: Db, row: DeckVideo): Promise<void> {
  await db
    .insertInto('deck_videos')
    .values(row)
    .onConflict((oc) => oc.columns(['presentation_id', 'video_sha256']).doNothing())
    .execute();
}

export async function findDeckVideo(
  db: Db,
  presentationId: number,
  sha256: string,
): Promise<DeckVideo | undefined> {
  return db
    .selectFrom('deck_videos')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .where('video_sha256', '=', sha256)
    .executeTakeFirst();
}

export async function deckVideosOf(db: Db, presentationId: number): Promise<DeckVideo[]> {
  return db.selectFrom('deck_videos').selectAll().where('presentation_id', '=', presentationId).execute();
}

export async function countDeckVideos(db: Db, presentationId: number): Promise<number> {
  const row = await db
    .selectFrom('deck_videos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('presentation_id', '=', presentationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The file `sha256` of type `mime` if a deck holding it is up, or is taken down but owned by
 * `ownerId` (who still sees it), as pictures are served (decks' media.repository findMediaByKey).
 */
export async function findServedDeckVideo(
  db: Db,
  sha256: string,
  mime: DeckVideo['mime_type'],
  ownerId: number | null,
): Promise<Pick<DeckVideo, 'video_sha256' | 'mime_type'> | undefined> {
  return db
    .selectFrom('deck_videos')
    .innerJoin('presentations', 'presentations.id', 'deck_videos.presentation_id')
    .select(['deck_videos.video_sha256', 'deck_videos.mime_type'])
    .where('deck_videos.video_sha256', '=', sha256)
    .where('deck_videos.mime_type', '=', mime)
    .where((eb) =>
      eb.or([eb('presentations.hidden', '=', 0), eb('presentations.owner_id', '=', ownerId ?? -1)]),
    )
    .limit(1)
    .executeTakeFirst();
}

/** A copied deck gets its own rows (the file itself is stored once), so either may be deleted. */
export async function copyDeckVideos(db: Db, fromId: number, toId: number, at: string): Promise<void> {
  const rows = await deckVideosOf(db, fromId);
  if (rows.length === 0) return;
  await db
    .insertInto('deck_videos')
    .values(rows.map((row) => ({ ...row, presentation_id: toId, created_at: at })))
    .execute();
}
