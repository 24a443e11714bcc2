// SQL for a presentation's counters (likes, views) as they are; a write that moves one returns the
// new value itself.
import type { Db, Dialect } from '../../platform/db/connection';

/**
 * Reads the counters and, on PostgreSQL, locks the presentation's row until the transaction ends
 * (FOR NO KEY UPDATE; SQLite's writers are one at a time already). A view or like takes this lock
 * before inserting its row: a row inserted first holds a key-share lock on the presentation while
 * it waits for the counter, and deadlocks with a delete of the presentation waiting behind it.
 * Undefined when the presentation is gone.
 */
export async function lockCounts(
  db: Db,
  dialect: Dialect,
  id: number,
): Promise<{ likes_count: number; view_count: number } | undefined> {
  const row = await db
    .selectFrom('presentations')
    .select(['likes_count', 'view_count'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
  return row && { likes_count: Number(row.likes_count), view_count: Number(row.view_count) };
}

/** A presentation's counters, or undefined once it is gone (deleted since the caller loaded it). */
export async function readCounts(
  db: Db,
  id: number,
): Promise<{ likes_count: number; view_count: number } | undefined> {
  const row = await db
    .selectFrom('presentations')
    .select(['likes_count', 'view_count'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { likes_count: Number(row.likes_count), view_count: Number(row.view_count) };
}
