// SQL behind an owner's statistics: views per day, unique visitors, likes and event counts.
import { sql } from 'kysely';
import type { Db, Dialect } from '../../platform/db/connection';

/** A view's UTC day, YYYY-MM-DD. SQLite stores ISO text, so its first 10 characters are the day. */
const utcDay = (dialect: Dialect) =>
  dialect === 'postgres'
    ? sql<string>`to_char(viewed_at at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(viewed_at, 1, 10)`;

export async function viewsPerDay(
  db: Db,
  dialect: Dialect,
  presentationId: number,
  since: string,
): Promise<{ day: string; views: number }[]> {
  const day = utcDay(dialect);
  const rows = await db
    .selectFrom('views')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('views')])
    .where('presentation_id', '=', presentationId)
    .where('viewed_at', '>=', since)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

/** Distinct visitors per UTC day (days with none are left out). */
export async function visitorsPerDay(
  db: Db,
  dialect: Dialect,
  presentationId: number,
  since: string,
): Promise<{ day: string; visitors: number }[]> {
  const day = utcDay(dialect);
  const rows = await db
    .selectFrom('views')
    .select([day.as('day'), (eb) => eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .where('presentation_id', '=', presentationId)
    .where('viewed_at', '>=', since)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, visitors: Number(r.visitors) }));
}

/** Counted views by the site they came from (null: direct or our own site), most first, at most `limit`. */
export async function viewsByReferrer(
  db: Db,
  presentationId: number,
  since: string,
  limit: number,
): Promise<{ site: string | null; views: number }[]> {
  const rows = await db
    .selectFrom('views')
    .select(['referrer', (eb) => eb.fn.countAll<number>().as('views')])
    .where('presentation_id', '=', presentationId)
    .where('viewed_at', '>=', since)
    .groupBy('referrer')
    .orderBy('views', 'desc')
    .orderBy('referrer')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ site: r.referrer, views: Number(r.views) }));
}

export async function uniqueVisitors(db: Db, presentationId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('views')
    .select((eb) => eb.fn.count<number>('visitor_id').distinct().as('n'))
    .where('presentation_id', '=', presentationId)
    .where('viewed_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function likesSince(db: Db, presentationId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('presentation_id', '=', presentationId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of each event the presentation had from `sinceDay` (YYYY-MM-DD) on, from the rollups. */
export async function eventCounts(
  db: Db,
  oid: string,
  names: string[],
  sinceDay: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['event_name', (eb) => eb.fn.sum<number | string>('events').as('n')])
    .where('prezi_oid', '=', oid)
    .where('day', '>=', sinceDay)
    .where('event_name', 'in', names)
    .groupBy('event_name')
    .execute();
  return Object.fromEntries(
    names.map((name) => [name, Number(rows.find((r) => r.event_name === name)?.n ?? 0)]),
  );
}

/** Playthroughs that reached each step from `sinceDay` on. */
export async function stepsReached(db: Db, oid: string, sinceDay: string) {
  const rows = await db
    .selectFrom('analytics_step_daily')
    .select(['step', (eb) => eb.fn.sum<number | string>('reached').as('reached')])
    .where('prezi_oid', '=', oid)
    .where('day', '>=', sinceDay)
    .groupBy('step')
    .execute();
  return rows.map((r) => ({ step: r.step, reached: Number(r.reached) }));
}

/** The histogram of time spent on each step from `sinceDay` on. */
export async function stepTimes(db: Db, oid: string, sinceDay: string) {
  const rows = await db
    .selectFrom('analytics_step_times')
    .select([
      'step',
      'bucket',
      (eb) => eb.fn.sum<number | string>('samples').as('samples'),
      (eb) => eb.fn.sum<number | string>('total_ms').as('total_ms'),
    ])
    .where('prezi_oid', '=', oid)
    .where('day', '>=', sinceDay)
    .groupBy(['step', 'bucket'])
    .execute();
  return rows.map((r) => ({
    step: r.step,
    bucket: r.bucket,
    samples: Number(r.samples),
    totalMs: Number(r.total_ms),
  }));
}

/** Views, distinct visitors and the latest view in the period of each share link that has any. */
export async function viewsByLink(
  db: Db,
  presentationId: number,
  since: string,
): Promise<{ link_id: string; views: number; visitors: number; last_view: string }[]> {
  const rows = await db
    .selectFrom('views')
    .select((eb) => [
      'view_link_id',
      eb.fn.countAll<number>().as('views'),
      eb.fn.count<number>('visitor_id').distinct().as('visitors'),
      eb.fn.max('viewed_at').as('last_view'),
    ])
    .where('presentation_id', '=', presentationId)
    .where('viewed_at', '>=', since)
    .where('view_link_id', 'is not', null)
    .groupBy('view_link_id')
    .execute();
  return rows.map((r) => ({
    link_id: r.view_link_id!,
    views: Number(r.views),
    visitors: Number(r.visitors),
    last_view: new Date(r.last_view as string).toISOString(),
  }));
}

/** Downloads since a day, per link ('' for the presentation's own address). */
export async function downloadsByLink(
  db: Db,
  presentationId: number,
  sinceDay: string,
): Promise<{ link_id: string; downloads: number }[]> {
  const rows = await db
    .selectFrom('download_counts')
    .select(['link_id', (eb) => eb.fn.sum<number | string>('downloads').as('downloads')])
    .where('presentation_id', '=', presentationId)
    .where('day', '>=', sinceDay)
    .groupBy('link_id')
    .execute();
  return rows.map((row) => ({ link_id: row.link_id, downloads: Number(row.downloads) }));
}
