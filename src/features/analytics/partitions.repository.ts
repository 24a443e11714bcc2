// Keeping the analytics events table in shape. On PostgreSQL it is partitioned
// by month of received_at: the months ahead are created before they start, and a month older than
// the retention is dropped whole (no row-by-row delete, no vacuum debt). SQLite keeps one table and
// deletes its oldest rows in small chunks. The daily rollups are never touched: statistics stay.
import { sql } from 'kysely';
import type { Db, Dialect } from '../../platform/db/connection';

/** Months created ahead of the current one, so an insert never waits for maintenance. */
export const MONTHS_AHEAD = 2;
const SQLITE_DELETE_CHUNK = 5_000;
/** duplicate_table, and unique_violation on the catalog when two creations race. */
const ALREADY_EXISTS = ['42P07', '23505'];

const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const addMonths = (date: Date, n: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1));

/** analytics_events_y2026m11 holds November 2026. */
export const partitionName = (month: Date) =>
  `analytics_events_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/** The month a partition holds, from its name; null for the default partition. */
export function partitionMonth(name: string): Date | null {
  const match = /^analytics_events_y(\d{4})m(\d{2})$/.exec(name);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** The partitions of analytics_events in this schema. */
export async function listPartitions(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'analytics_events'::regclass order by c.relname`.execute(db);
  return rows.map((r) => r.name);
}

/** Creates the partitions of this month and the MONTHS_AHEAD after it that are missing. */
export async function ensurePartitions(db: Db, now = new Date()): Promise<string[]> {
  const existing = new Set(await listPartitions(db));
  const created: string[] = [];
  for (let i = 0; i <= MONTHS_AHEAD; i++) {
    const month = addMonths(monthStart(now), i);
    const name = partitionName(month);
    if (existing.has(name)) continue;
    try {
      await sql`create table ${sql.id(name)} partition of analytics_events
        for values from (${sql.lit(month.toISOString())}) to (${sql.lit(addMonths(month, 1).toISOString())})`.execute(
        db,
      );
      created.push(name);
    } catch (error) {
      // Another app server made it first (PostgreSQL reports the race as either code).
      if (!ALREADY_EXISTS.includes((error as { code?: string }).code ?? '')) throw error;
    }
  }
  return created;
}

/**
 * Drops the events received before `cutoff`: on PostgreSQL every month partition that ends by then
 * (a month that straddles the cutoff waits until it has wholly expired) and the default partition's
 * old rows; on SQLite the oldest rows, a chunk at a time, so writers wait at most one chunk.
 * Returns what went: partition names, or the number of rows.
 */
export async function dropEventsBefore(db: Db, dialect: Dialect, cutoff: Date): Promise<string[] | number> {
  if (dialect === 'postgres') {
    const dropped: string[] = [];
    for (const name of await listPartitions(db)) {
      const month = partitionMonth(name);
      if (!month || addMonths(month, 1) > cutoff) continue;
      await sql`drop table if exists ${sql.id(name)}`.execute(db);
      dropped.push(name);
    }
    await sql`delete from analytics_events_default where received_at < ${cutoff.toISOString()}`.execute(db);
    return dropped;
  }
  // Ids grow with received_at (both are set at insert), so the expired rows are the oldest ids.
  let deleted = 0;
  for (;;) {
    const rows = await db
      .selectFrom('analytics_events')
      .select(['id', 'received_at'])
      .orderBy('id')
      .limit(SQLITE_DELETE_CHUNK)
      .execute();
    const expired = rows.filter((row) => String(row.received_at) < cutoff.toISOString());
    if (expired.length === 0) return deleted;
    await db
      .deleteFrom('analytics_events')
      .where('id', '<=', expired.at(-1)!.id)
      .where('received_at', '<', cutoff.toISOString())
      .execute();
    deleted += expired.length;
    if (expired.length < rows.length) return deleted;
  }
}
