// SQL for the pictures the canvas editor stores in a deck: whether the deck holds one already
// (media_files rows are keyed by the deck and the picture's content hash; decks stores them).
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
