// What the job queue needs from the database, as an interface: the platform names no table and
// no query builder. The jobs repository satisfies it, and the composition root hands it over.
// Times are ISO-8601 strings, as the repositories take them.

export interface NewJob {
  name: string;
  /** Unique when set: enqueueing a key that is already there does nothing. */
  key: string | null;
  payload: unknown;
  runAt: string;
  maxAttempts: number;
}

export interface ClaimedJob {
  id: number;
  name: string;
  key: string | null;
  payload: unknown;
  /** Attempts started, this one included. */
  attempts: number;
  max_attempts: number;
}

/**
 * One worker's hold on one attempt at a job. A write under a claim that is no longer the job's (its
 * lease ran out and another worker took the job over) changes nothing and answers false.
 */
export interface JobClaim {
  id: number;
  worker: string;
  attempts: number;
}

export interface JobStore {
  /** Answers false when a job with the same key exists. */
  enqueue(job: NewJob, now: string): Promise<boolean>;
  /**
   * Whether a job among `names` is due: a plain read, so that a look with nothing due writes
   * nothing (a claim is an UPDATE on PostgreSQL whether or not it finds a row).
   */
  anyDue(names: readonly string[], now: string): Promise<boolean>;
  /**
   * Claims the next due job among `names` for `worker` until `leaseUntil`, atomically: a queued
   * job whose time has come, or a running one whose lease ran out (its worker is taken for dead).
   */
  claim(
    names: readonly string[],
    worker: string,
    now: string,
    leaseUntil: string,
  ): Promise<ClaimedJob | undefined>;
  renew(claim: JobClaim, leaseUntil: string): Promise<boolean>;
  finish(claim: JobClaim, now: string): Promise<boolean>;
  /**
   * Back to the queue until `retryAt`, or failed for good once its attempts are spent; answers
   * which (undefined when the claim is no longer the job's).
   */
  fail(
    claim: JobClaim,
    error: string,
    retryAt: string,
    now: string,
  ): Promise<'queued' | 'failed' | undefined>;
  /** Running jobs whose lease ran out on their last attempt become failed; answers how many. */
  failAbandoned(now: string): Promise<number>;
  /** Deletes done jobs finished before `doneBefore` and failed ones before `failedBefore`. */
  prune(doneBefore: string, failedBefore: string): Promise<number>;
}
