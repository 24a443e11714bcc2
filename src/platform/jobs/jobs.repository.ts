// SQL of the job queue (platform/jobs/queue.ts): enqueue, claim, renew, finish, fail, prune.
// A claim is atomic on both databases, so of several workers exactly one gets each attempt: on
// PostgreSQL the due row is picked FOR UPDATE SKIP LOCKED (a worker passes over a row another is
// claiming instead of waiting for it); on SQLite the pick and the update share one write
// transaction. Every write after the claim names the claim (worker and attempt), so a worker whose
// lease ran out and whose job was taken over changes nothing when it finally answers.
import type { ExpressionBuilder } from 'kysely';
import type { Db, Dialect } from '../db/connection';
import type { Database } from '../db/schema';
import { decodeJob, encodeJobPayload, type Job } from './tables';

/** A failed attempt's error is kept this long at most. */
export const JOB_ERROR_LENGTH = 2000;

export interface NewJobRow {
  name: string;
  key: string | null;
  payload: unknown;
  runAt: string;
  maxAttempts: number;
}

export interface JobClaimRow {
  id: number;
  worker: string;
  attempts: number;
}

/** Answers false when a job with the same key is there already. */
export async function enqueueJob(db: Db, job: NewJobRow, now: string): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({
      name: job.name,
      key: job.key,
      payload: encodeJobPayload(job.payload),
      state: 'queued',
      run_at: job.runAt,
      attempts: 0,
      max_attempts: job.maxAttempts,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Due among `names`: queued and its time come, or running with its lease run out and attempts left. */
const due = (names: readonly string[], now: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.and([
    eb('name', 'in', names),
    eb.or([
      eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
      eb.and([
        eb('state', '=', 'running'),
        eb('lease_until', '<', now),
        eb('attempts', '<', eb.ref('max_attempts')),
      ]),
    ]),
  ]);

const nextDue = (db: Db, names: readonly string[], now: string) =>
  db.selectFrom('jobs').select('id').where(due(names, now)).orderBy('run_at').orderBy('id').limit(1);

/** Whether a job among `names` is due: a read, which the queue makes before it claims. */
export async function hasDueJob(db: Db, names: readonly string[], now: string): Promise<boolean> {
  if (names.length === 0) return false;
  return (await nextDue(db, names, now).executeTakeFirst()) !== undefined;
}

/** Claims the next due job for `worker` until `leaseUntil`: one more attempt, counted now. */
export async function claimJob(
  db: Db,
  dialect: Dialect,
  claim: { names: readonly string[]; worker: string; now: string; leaseUntil: string },
): Promise<Job | undefined> {
  const { names, worker, now, leaseUntil } = claim;
  if (names.length === 0) return undefined;
  const take = (trx: Db, id: number | ReturnType<typeof nextDue>) =>
    trx
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        lease_until: leaseUntil,
        locked_by: worker,
      }))
      .where('id', '=', id)
      .where(due(names, now))
      .returningAll()
      .executeTakeFirst();
  if (dialect === 'postgres') {
    const row = await take(db, nextDue(db, names, now).forUpdate().skipLocked());
    return row && decodeJob(row);
  }
  // A read first, so that the claim after the last due job never takes SQLite's write lock.
  if (!(await nextDue(db, names, now).executeTakeFirst())) return undefined;
  const row = await db.transaction().execute(async (trx) => {
    const next = await nextDue(trx, names, now).executeTakeFirst();
    return next && take(trx, next.id);
  });
  return row && decodeJob(row);
}

const held = (db: Db, claim: JobClaimRow) =>
  db
    .updateTable('jobs')
    .where('id', '=', claim.id)
    .where('state', '=', 'running')
    .where('locked_by', '=', claim.worker)
    .where('attempts', '=', claim.attempts);

const changedOne = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

export async function renewJobLease(db: Db, claim: JobClaimRow, leaseUntil: string): Promise<boolean> {
  return changedOne(await held(db, claim).set({ lease_until: leaseUntil }).executeTakeFirst());
}

export async function finishJob(db: Db, claim: JobClaimRow, now: string): Promise<boolean> {
  const result = await held(db, claim)
    .set({ state: 'done', lease_until: null, finished_at: now })
    .executeTakeFirst();
  return changedOne(result);
}

/**
 * After a failed attempt: back to the queue until `retryAt` while attempts are left, else failed
 * for good. Answers which, or undefined when the claim was no longer the job's.
 */
export async function failJob(
  db: Db,
  claim: JobClaimRow,
  failure: { error: string; retryAt: string; now: string },
): Promise<'queued' | 'failed' | undefined> {
  const error = failure.error.slice(0, JOB_ERROR_LENGTH);
  const retried = await held(db, claim)
    .set({ state: 'queued', run_at: failure.retryAt, lease_until: null, last_error: error })
    .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
    .executeTakeFirst();
  if (changedOne(retried)) return 'queued';
  const failed = await held(db, claim)
    .set({ state: 'failed', lease_until: null, finished_at: failure.now, last_error: error })
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .executeTakeFirst();
  return changedOne(failed) ? 'failed' : undefined;
}

/** Running jobs whose last attempt's lease ran out: their worker died, and none is left to try. */
export async function failAbandonedJobs(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'failed',
      lease_until: null,
      finished_at: now,
      last_error: 'Its worker stopped answering during the last attempt (the lease ran out)',
    })
    .where('state', '=', 'running')
    .where('lease_until', '<', now)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes done jobs finished before `doneBefore` and failed ones before `failedBefore`. */
export async function pruneJobs(db: Db, doneBefore: string, failedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'done'), eb('finished_at', '<', doneBefore)]),
        eb.and([eb('state', '=', 'failed'), eb('finished_at', '<', failedBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findJob(db: Db, id: number): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && decodeJob(row);
}

/** The queue's store (platform/jobs/job-store.ts) on this database. */
export const jobStore = (db: Db, dialect: Dialect) => ({
  enqueue: (job: NewJobRow, now: string) => enqueueJob(db, job, now),
  anyDue: (names: readonly string[], now: string) => hasDueJob(db, names, now),
  claim: (names: readonly string[], worker: string, now: string, leaseUntil: string) =>
    claimJob(db, dialect, { names, worker, now, leaseUntil }),
  renew: (claim: JobClaimRow, leaseUntil: string) => renewJobLease(db, claim, leaseUntil),
  finish: (claim: JobClaimRow, now: string) => finishJob(db, claim, now),
  fail: (claim: JobClaimRow, error: string, retryAt: string, now: string) =>
    failJob(db, claim, { error, retryAt, now }),
  failAbandoned: (now: string) => failAbandonedJobs(db, now),
  prune: (doneBefore: string, failedBefore: string) => pruneJobs(db, doneBefore, failedBefore),
});
