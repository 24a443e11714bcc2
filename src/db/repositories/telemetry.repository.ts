// SQL for what the browser libraries send: log records and analytics events, many rows per insert.
import type { Db } from '../connection';
import type { AnalyticsEventsTable, LogRecordsTable } from '../schema';

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

export async function insertAnalyticsEvents(db: Db, rows: NewAnalyticsEvent[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('analytics_events')
      .values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, envelope: JSON.stringify(row.envelope) })))
      .execute();
}
