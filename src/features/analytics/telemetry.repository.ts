// SQL for what the browser libraries send: log records and analytics events, many rows per insert.

import type { Db } from '../../platform/db/connection';
import { type Rollups, rollupsOf } from './rollup-rules';
import type { AnalyticsEventsTable, LogRecordsTable } from './tables';

/** A log record as the browser sent it, stored as JSON text. */
export type NewLogRecord = Omit<LogRecordsTable, 'id' | 'record'> & { record: object };
/** An analytics event; its envelope is stored as JSON text. */
export type NewAnalyticsEvent = Omit<AnalyticsEventsTable, 'id' | 'envelope'> & { envelope: object };

// PostgreSQL allows 65,535 bind parameters per statement; 8 columns × 500 rows stays far below.
const CHUNK = 500;

export async function insertLogRecords(db: Db, rows: NewLogRecord[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('log_records')
      .values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, record: JSON.stringify(row.record) })))
      .execute();
}

/** Stores the events and adds them to the daily rollups; the caller runs it in one transaction. */
export async function insertAnalyticsEvents(db: Db, rows: NewAnalyticsEvent[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('analytics_events')
      .values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, envelope: JSON.stringify(row.envelope) })))
      .execute();
  await addToRollups(
    db,
    rollupsOf(
      rows.map((row) => ({
        received_at: row.received_at,
        event_name: row.event_name,
        prezi_oid: row.prezi_oid,
        body: (row.envelope as { body?: Record<string, unknown> }).body ?? {},
      })),
    ),
  );
}

/**
 * Adds a batch's rollups: one upsert per table and chunk, rows in key order so two writers lock
 * them in the same order (no deadlock between app servers).
 */
export async function addToRollups(db: Db, { counts, reach, times }: Rollups) {
  for (let i = 0; i < counts.length; i += CHUNK)
    await db
      .insertInto('analytics_daily')
      .values(counts.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc
          .columns(['prezi_oid', 'day', 'event_name'])
          .doUpdateSet((eb) => ({ events: eb('analytics_daily.events', '+', eb.ref('excluded.events')) })),
      )
      .execute();
  for (let i = 0; i < reach.length; i += CHUNK)
    await db
      .insertInto('analytics_step_daily')
      .values(reach.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['prezi_oid', 'day', 'step']).doUpdateSet((eb) => ({
          reached: eb('analytics_step_daily.reached', '+', eb.ref('excluded.reached')),
        })),
      )
      .execute();
  for (let i = 0; i < times.length; i += CHUNK)
    await db
      .insertInto('analytics_step_times')
      .values(times.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['prezi_oid', 'day', 'step', 'bucket']).doUpdateSet((eb) => ({
          samples: eb('analytics_step_times.samples', '+', eb.ref('excluded.samples')),
          total_ms: eb('analytics_step_times.total_ms', '+', eb.ref('excluded.total_ms')),
        })),
      )
      .execute();
}
