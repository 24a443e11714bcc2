// Background work as jobs in one durable queue in the database, so that any app server runs it
// and a server that dies mid-job leaves it to another (decision 081). Each process has one
// JobQueue: handlers are registered by name, a worker loop claims due jobs (a few at a time),
// renews a job's lease while its handler runs, and marks it done, or failed with its error, to be
// retried after a doubling wait until its attempts are spent. A schedule ("run this every N ms")
// enqueues one job per time slot under a key every server derives alike, so with several servers
// each slot runs once, not once per server.
//
// The clock is injectable: tests move it to make a lease run out or a retry come due, and call
// runDue() instead of waiting for the loop.
import { hostname } from 'node:os';
import { randomId } from '../../kernel/ids';
import type { ClaimedJob, JobClaim, JobStore } from './job-store';
import { type Repeating, type RepeatLog, repeat } from './repeat';
import { type Backoff, backoffMs, scheduleSlot, slotKey } from './timing';

export interface JobContext {
  id: number;
  name: string;
  key: string | null;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** The queue's clock when the attempt started. */
  now: Date;
  /** Aborted when the lease was lost: another worker has taken the job over. */
  signal: AbortSignal;
}

export type JobHandler = (payload: unknown, job: JobContext) => unknown;

export interface JobQueueOptions {
  store: JobStore;
  log: RepeatLog;
  /** This process in `locked_by` (default: its host, pid and a random part). */
  worker?: string;
  /** Jobs this process runs at once (default 4). */
  concurrency?: number;
  /** How often the loop looks for due jobs (default 1 s, or a schedule's interval if shorter). */
  pollMs?: number;
  /** How long a claim holds without renewal (default 1 min); renewed every third of it. */
  leaseMs?: number;
  backoff?: Backoff;
  /** Attempts of an enqueued job unless it says otherwise (default 5). */
  maxAttempts?: number;
  clock?: () => Date;
}

export interface EnqueueOptions {
  /** Enqueued once: a second enqueue with the same key does nothing. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface ScheduleOptions {
  maxAttempts?: number;
  /** start() runs its due slot before the server is ready (default true); not work that may hang. */
  beforeReady?: boolean;
}

interface Schedule {
  name: string;
  everyMs: number;
  beforeReady: boolean;
  /** The slot this process enqueued last, so it inserts once per slot, not on every look. */
  enqueued: number;
}

/** A schedule's slot that failed is tried again shortly; the next slot comes anyway. */
const SCHEDULE_ATTEMPTS = 3;
const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, capMs: 3_600_000 };
/** The queue's own upkeep: abandoned last attempts marked failed, old jobs pruned. */
const UPKEEP_EVERY_MS = 3_600_000;
const DONE_KEPT_MS = 24 * 3_600_000;
const FAILED_KEPT_MS = 30 * 24 * 3_600_000;

const iso = (date: Date) => date.toISOString();
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

export class JobQueue {
  readonly worker: string;
  private readonly store: JobStore;
  private readonly log: RepeatLog;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly backoff: Backoff;
  private readonly maxAttempts: number;
  private readonly clock: () => Date;
  private readonly handlers = new Map<string, { run: JobHandler; maxAttempts: number }>();
  private readonly schedules: Schedule[] = [];
  private readonly running = new Set<Promise<void>>();
  /** Claims are made one pass at a time, so the process never holds more than `concurrency`. */
  private claiming: Promise<unknown> = Promise.resolve();
  private loop: Repeating | null = null;
  private stopped = false;

  constructor(options: JobQueueOptions) {
    this.store = options.store;
    this.log = options.log;
    this.worker = options.worker ?? `${hostname()}:${process.pid}:${randomId(6)}`;
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.clock = options.clock ?? (() => new Date());
    this.schedule('jobs.upkeep', UPKEEP_EVERY_MS, () => this.upkeep());
  }

  /** The handler of the jobs called `name`; a process claims only the jobs it has a handler for. */
  register(name: string, run: JobHandler, options: { maxAttempts?: number } = {}): void {
    if (this.handlers.has(name)) throw new Error(`The job "${name}" has a handler already`);
    this.handlers.set(name, { run, maxAttempts: options.maxAttempts ?? this.maxAttempts });
  }

  /** Runs `name` once per slot of `everyMs` across every app server on the database. */
  schedule(name: string, everyMs: number, run: JobHandler, options: ScheduleOptions = {}): void {
    if (!(everyMs > 0)) throw new Error(`The schedule "${name}" needs an interval above 0 ms`);
    this.register(name, run, { maxAttempts: options.maxAttempts ?? SCHEDULE_ATTEMPTS });
    const beforeReady = options.beforeReady ?? true;
    this.schedules.push({ name, everyMs, beforeReady, enqueued: Number.NaN });
  }

  /** Queues a job; answers false when its key was queued already. */
  async enqueue(name: string, payload: unknown = null, options: EnqueueOptions = {}): Promise<boolean> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for the job "${name}"`);
    const now = this.clock();
    const job = {
      name,
      key: options.key ?? null,
      payload,
      runAt: iso(options.runAt ?? now),
      maxAttempts: options.maxAttempts ?? handler.maxAttempts,
    };
    return this.store.enqueue(job, iso(now));
  }

  /**
   * Runs what is due by the queue's clock (among `names`, by default every registered job), and
   * what it claims in turn, until nothing is due; resolves once they have all finished.
   */
  async runDue(names: readonly string[] = [...this.handlers.keys()]): Promise<number> {
    let ran = 0;
    for (;;) {
      await this.enqueueSlots();
      const started = await this.fill(names);
      ran += started;
      if (started > 0) continue;
      if (this.running.size === 0) return ran;
      await Promise.race(this.running);
    }
  }

  /** Runs the schedules' due slots (waiting for them), then starts the worker loop. */
  async start(): Promise<void> {
    if (this.loop) return;
    this.stopped = false;
    try {
      await this.runDue(this.schedules.filter((s) => s.beforeReady).map((s) => s.name));
    } catch (error) {
      this.log.warn({ err: error }, 'jobs: the first pass failed; the worker loop tries again shortly');
    }
    if (this.stopped) return;
    const pollMs = Math.min(this.pollMs, ...this.schedules.map((s) => s.everyMs));
    this.loop = repeat(() => this.tick(), { name: 'jobs: the worker loop', everyMs: pollMs, log: this.log });
  }

  /** Claims nothing more; resolves once the jobs in flight have finished and been marked. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop?.stop();
    this.loop = null;
    await this.claiming;
    await Promise.all(this.running);
  }

  private async tick() {
    await this.enqueueSlots();
    await this.fill([...this.handlers.keys()]);
  }

  private async enqueueSlots() {
    const now = this.clock();
    for (const schedule of this.schedules) {
      const slot = scheduleSlot(schedule.everyMs, now);
      if (slot.getTime() === schedule.enqueued) continue;
      await this.enqueue(schedule.name, null, { key: slotKey(schedule.name, slot), runAt: slot });
      schedule.enqueued = slot.getTime();
    }
  }

  /** Claims due jobs into the free places and starts them; answers how many it started. */
  private fill(names: readonly string[]): Promise<number> {
    const pass = this.claiming.then(() => this.claimAndStart(names));
    this.claiming = pass.catch(() => undefined);
    return pass;
  }

  private async claimAndStart(names: readonly string[]): Promise<number> {
    let started = 0;
    // Most looks find nothing due: a read answers them, and only a due job costs a claim's write.
    if (!(await this.store.anyDue(names, iso(this.clock())))) return 0;
    while (!this.stopped && this.running.size < this.concurrency) {
      const now = this.clock();
      const job = await this.store.claim(names, this.worker, iso(now), iso(later(now, this.leaseMs)));
      if (!job) break;
      started++;
      const run: Promise<void> = this.execute(job).finally(() => {
        this.running.delete(run);
        // A place came free: the loop claims the next due job at once instead of at its next look.
        if (this.loop && !this.stopped)
          this.fill([...this.handlers.keys()]).catch((error) =>
            this.log.warn({ err: error }, 'jobs: claiming failed; the worker loop tries again shortly'),
          );
      });
      this.running.add(run);
    }
    return started;
  }

  /** One attempt: the handler under a renewed lease, then the job marked. Never rejects. */
  private async execute(job: ClaimedJob): Promise<void> {
    const claim: JobClaim = { id: job.id, worker: this.worker, attempts: job.attempts };
    const lost = new AbortController();
    const lease = repeat(() => this.renew(claim, job.name, lost), {
      name: `jobs: the lease of ${job.name}`,
      everyMs: Math.max(1, Math.floor(this.leaseMs / 3)),
      log: this.log,
    });
    let failure: { error: unknown } | null = null;
    try {
      const handler = this.handlers.get(job.name)!;
      await handler.run(job.payload, {
        id: job.id,
        name: job.name,
        key: job.key,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        now: this.clock(),
        signal: lost.signal,
      });
    } catch (error) {
      failure = { error };
    } finally {
      await lease.stop();
    }
    try {
      const marked = failure ? await this.failed(job, claim, failure.error) : await this.finished(claim);
      if (!marked)
        this.log.warn({ job: job.id }, `jobs: ${job.name} ended after another worker took it over`);
    } catch (error) {
      this.log.warn(
        { err: error, job: job.id },
        `jobs: ${job.name} could not be marked; it runs again later`,
      );
    }
  }

  private finished(claim: JobClaim) {
    return this.store.finish(claim, iso(this.clock()));
  }

  private async failed(job: ClaimedJob, claim: JobClaim, error: unknown) {
    const now = this.clock();
    const retryAt = later(now, backoffMs(job.attempts, this.backoff));
    const state = await this.store.fail(claim, errorText(error), iso(retryAt), iso(now));
    if (state === 'failed')
      this.log.warn(
        { err: error, job: job.id },
        `jobs: ${job.name} failed for good after ${job.attempts} attempts`,
      );
    if (state === 'queued')
      this.log.warn(
        { err: error, job: job.id },
        `jobs: ${job.name} failed (attempt ${job.attempts} of ${job.max_attempts}); it runs again at ${iso(retryAt)}`,
      );
    return state !== undefined;
  }

  private async renew(claim: JobClaim, name: string, lost: AbortController) {
    if (lost.signal.aborted) return;
    if (await this.store.renew(claim, iso(later(this.clock(), this.leaseMs)))) return;
    lost.abort();
    this.log.warn({ job: claim.id }, `jobs: ${name} lost its lease; another worker may have taken it over`);
  }

  private async upkeep() {
    const now = this.clock();
    await this.store.failAbandoned(iso(now));
    await this.store.prune(iso(later(now, -DONE_KEPT_MS)), iso(later(now, -FAILED_KEPT_MS)));
  }
}
