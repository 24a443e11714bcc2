// Like and unlike (spec §7): idempotent, and the counter moves in the same transaction as the row.
import type { DatabaseHandle } from '../../platform/db/connection';
import { notFound } from '../../platform/http/errors';
import { lockCounts } from '../decks';
import { changeLikesCount, deleteLike, insertLike } from './likes.repository';

export interface LikeState {
  likesCount: number;
  hasLiked: boolean;
}

/** The like's new state, and whether this call changed it (a repeated like changes nothing). */
export type LikeChange = LikeState & { changed: boolean };

export async function setLiked(
  { db, dialect }: DatabaseHandle,
  presentationId: number,
  userId: number,
  liked: boolean,
  now = new Date(),
): Promise<LikeChange> {
  return db.transaction().execute(async (trx) => {
    // The counter's row first (see lockCounts); deleted since the route loaded it: 404.
    const counts = await lockCounts(trx, dialect, presentationId);
    if (!counts) throw notFound();
    const changed = liked
      ? await insertLike(trx, presentationId, userId, now.toISOString())
      : await deleteLike(trx, presentationId, userId);
    // A change returns the new count from its UPDATE; a repeated like or unlike only reads it.
    const likesCount = changed
      ? await changeLikesCount(trx, presentationId, liked ? 1 : -1)
      : counts.likes_count;
    return { likesCount, hasLiked: liked, changed };
  });
}
