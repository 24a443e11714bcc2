// SQL for the pictures the canvas editor stores in a deck: whether the deck holds one already
// (media_files rows are keyed by the deck and the picture's content hash; decks stores them), and
// how much its media take in all.
import type { Db } from '../../platform/db/connection';

export async function hasMediaFile(db: Db, presentationId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('media_files')
    .select('key')
    .where('presentation_id', '=', presentationId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** The deck's media files: how many, and their bytes in all. */
export async function mediaUsage(db: Db, presentationId: number): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('media_files')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('files'),
      eb.fn.sum<number | string | null>('size').as('bytes'),
    ])
    .where('presentation_id', '=', presentationId)
    .executeTakeFirst();
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}
