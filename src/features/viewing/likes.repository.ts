// SQL for likes. The caller runs these in one transaction with the counter update.
import type { Db } from '../../platform/db/connection';

/** Inserts the like; false when it already existed (the insert is a no-op then). */
export async function insertLike(
  db: Db,
  presentationId: number,
  userId: number,
  now: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('likes')
    .values({ presentation_id: presentationId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['presentation_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return rows.length === 1;
}

/** Deletes the like; false when there was none. */
export async function deleteLike(db: Db, presentationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .deleteFrom('likes')
    .where('presentation_id', '=', presentationId)
    .where('user_id', '=', userId)
    .returning('user_id')
    .execute();
  return rows.length === 1;
}

/** Moves the counter and returns its new value (UPDATE … RETURNING: no second read). */
export async function changeLikesCount(db: Db, presentationId: number, delta: 1 | -1): Promise<number> {
  const row = await db
    .updateTable('presentations')
    .set((eb) => ({ likes_count: eb('likes_count', '+', delta) }))
    .where('id', '=', presentationId)
    .returning('likes_count')
    .executeTakeFirstOrThrow();
  return Number(row.likes_count);
}

export async function countLikes(db: Db, presentationId: number): Promise<number> {
  const row = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('presentation_id', '=', presentationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
