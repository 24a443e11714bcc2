// The stored shape of the job queue's table and its record: the platform's own table, which
// platform/db/schema.ts declares Database with (the features add theirs by augmentation, decision 089).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../db/columns';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Background work (the job queue): queued, claimed by one worker for a lease, then done or failed. */
export interface JobsTable {
  id: Generated<number>;
  /** The kind of job: which handler runs it. */
  name: string;
  /** Unique when set: a schedule's time slot or a once-only job, enqueued once. */
  key: string | null;
  /** JSON text (the row codec parses it). */
  payload: string;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  /** Not before: when it is due, or due again after a failed attempt. */
  run_at: Timestamp;
  /** Attempts started; the claim counts one, and the count is the claim's version. */
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  /** While running: past this, the worker is taken for dead and another may claim the job. */
  lease_until: Timestamp | null;
  /** The worker that claimed it last. */
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A job as the queue reads it: its payload parsed. */
export type Job = Omit<Selectable<JobsTable>, 'payload'> & { payload: unknown };

export const decodeJob = (row: Selectable<JobsTable>): Job => ({ ...row, payload: JSON.parse(row.payload) });

/** A job's payload as stored: JSON, null for none. */
export const encodeJobPayload = (payload: unknown): string => JSON.stringify(payload ?? null);
