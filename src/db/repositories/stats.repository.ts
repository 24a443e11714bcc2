// SQL behind an owner's statistics: views per day, unique visitors, likes and event counts.
import { sql } from 'kysely';
import type { Db, Dialect } from '../connection';
import type { AnalyticsEnvelope } from '../rows';

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

export async function eventCounts(
  db: Db,
  oid: string,
  names: string[],
  since: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('analytics_events')
    .select(['event_name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('prezi_oid', '=', oid)
    .where('event_name', 'in', names)
    .where('received_at', '>=', since)
    .groupBy('event_name')
    .execute();
  return Object.fromEntries(
    names.map((name) => [name, Number(rows.find((r) => r.event_name === name)?.n ?? 0)]),
  );
}

/** The stored envelopes of one event for a presentation, parsed, newest first, capped. */
export async function eventEnvelopes(
  db: Db,
  oid: string,
  name: string,
  since: string,
  limit: number,
): Promise<AnalyticsEnvelope[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .select('envelope')
    .where('prezi_oid', '=', oid)
    .where('event_name', '=', name)
    .where('received_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => JSON.parse(r.envelope) as AnalyticsEnvelope);
}
