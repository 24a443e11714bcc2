// SQL for views: one row per counted view; view_count moves with it in one transaction.
import { sql } from 'kysely';
import type { Db, Dialect } from '../../platform/db/connection';

/**
 * Serialises the view calls of one visitor on one presentation until the transaction ends: on
 * PostgreSQL a transaction-scoped advisory lock; SQLite runs one write transaction at a time.
 */
export async function lockVisitorViews(db: Db, dialect: Dialect, presentationId: number, visitorId: string) {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${visitorId}), ${presentationId})`.execute(db);
}

export async function hasRecentView(
  db: Db,
  presentationId: number,
  visitorId: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('views')
    .select('id')
    .where('presentation_id', '=', presentationId)
    .where('visitor_id', '=', visitorId)
    .where('viewed_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewView {
  presentation_id: number;
  visitor_id: string;
  user_id: number | null;
  viewed_at: string;
  referrer?: string | null;
  view_link_id?: string | null;
}

/**
 * Inserts views and moves each presentation's view_count by as many rows; returns the new
 * view_count of each presentation (UPDATE … RETURNING: no second read).
 */
export async function insertViews(db: Db, views: NewView[]): Promise<Map<number, number>> {
  const CHUNK = 500;
  for (let i = 0; i < views.length; i += CHUNK)
    await db
      .insertInto('views')
      .values(views.slice(i, i + CHUNK))
      .execute();
  const perPresentation = new Map<number, number>();
  for (const view of views)
    perPresentation.set(view.presentation_id, (perPresentation.get(view.presentation_id) ?? 0) + 1);
  const viewCounts = new Map<number, number>();
  for (const [id, n] of perPresentation) {
    const row = await db
      .updateTable('presentations')
      .set((eb) => ({ view_count: eb('view_count', '+', n) }))
      .where('id', '=', id)
      .returning('view_count')
      .executeTakeFirstOrThrow();
    viewCounts.set(id, Number(row.view_count));
  }
  return viewCounts;
}

export async function countViews(db: Db, presentationId: number): Promise<number> {
  const row = await db
    .selectFrom('views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('presentation_id', '=', presentationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
