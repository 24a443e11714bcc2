import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimedJob, JobStore } from './job-store';
import { JobQueue } from './queue';

/** Just enough of a store to watch the queue hold a lease (the database's is tested over both). */
function memoryStore() {
  const jobs: Array<ClaimedJob & { state: string; run_at: string }> = [];
  const renewals: string[] = [];
  const calls = { anyDue: 0, claim: 0 };
  let leaseLost = false;
  const due = (names: readonly string[], now: string) =>
    jobs.find((j) => names.includes(j.name) && j.state === 'queued' && j.run_at <= now);
  const store: JobStore = {
    enqueue: async (job) => {
      jobs.push({
        ...job,
        id: jobs.length + 1,
        state: 'queued',
        run_at: job.runAt,
        attempts: 0,
        max_attempts: job.maxAttempts,
      });
      return true;
    },
    anyDue: async (names, now) => {
      calls.anyDue++;
      return due(names, now) !== undefined;
    },
    claim: async (names, _worker, now) => {
      calls.claim++;
      const job = due(names, now);
      if (!job) return undefined;
      Object.assign(job, { state: 'running', attempts: job.attempts + 1 });
      return { ...job };
    },
    renew: async (_claim, leaseUntil) => {
      renewals.push(leaseUntil);
      return !leaseLost;
    },
    finish: async (claim) => {
      jobs[claim.id - 1]!.state = 'done';
      return true;
    },
    fail: async () => 'queued',
    failAbandoned: async () => 0,
    prune: async () => 0,
  };
  return { store, jobs, renewals, calls, loseLease: () => (leaseLost = true) };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('JobQueue', () => {
  const now = new Date('2026-12-06T04:20:00.000Z');
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renews a running job's lease every third of it, from the queue's clock, until the job ends", async () => {
    const { store, jobs, renewals } = memoryStore();
    const queue = new JobQueue({ store, log: { warn: vi.fn() }, leaseMs: 30_000, clock: () => now });
    const started = deferred();
    const release = deferred();
    queue.register('import', async () => {
      started.resolve();
      await release.promise;
    });
    await queue.enqueue('import');
    const running = queue.runDue(['import']);
    await started.promise;

    await vi.advanceTimersByTimeAsync(30_000);
    expect(renewals).toEqual(Array(3).fill('2026-12-06T04:20:30.000Z'));
    release.resolve();
    expect(await running).toBe(1);
    expect(jobs[0]?.state).toBe('done');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renewals).toHaveLength(3);
  });

  it("aborts the handler's signal when a renewal finds the lease taken over", async () => {
    const { store, loseLease } = memoryStore();
    const log = { warn: vi.fn() };
    const queue = new JobQueue({ store, log, leaseMs: 30_000, clock: () => now });
    const release = deferred();
    let signal: AbortSignal | undefined;
    queue.register('export', async (_payload, job) => {
      signal = job.signal;
      await release.promise;
    });
    await queue.enqueue('export');
    const running = queue.runDue(['export']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signal?.aborted).toBe(false);

    loseLease();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signal?.aborted).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(
      { job: 1 },
      'jobs: export lost its lease; another worker may have taken it over',
    );
    release.resolve();
    await running;
  });

  it('looks with a read and claims only when a job is due', async () => {
    const { store, calls } = memoryStore();
    let time = now.getTime();
    const queue = new JobQueue({ store, log: { warn: vi.fn() }, clock: () => new Date(time) });
    const ran = vi.fn();
    queue.register('mail', ran);
    // The queue's own upkeep is due at first; once it has run, nothing is.
    await queue.runDue();
    const before = { ...calls };
    await queue.runDue();
    await queue.runDue();
    expect(calls.anyDue).toBe(before.anyDue + 2);
    expect(calls.claim).toBe(before.claim);

    await queue.enqueue('mail', null, { runAt: new Date(time + 1000) });
    await queue.runDue();
    expect(calls.claim).toBe(before.claim);
    time += 1000;
    await queue.runDue();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(calls.claim).toBeGreaterThan(before.claim);
  });

  it('runs a schedule that waits on other servers only once the server is ready', async () => {
    const queue = new JobQueue({ store: memoryStore().store, log: { warn: vi.fn() }, clock: () => now });
    const upkeep = vi.fn();
    const mail = vi.fn();
    queue.schedule('upkeep', 60_000, upkeep);
    queue.schedule('mail', 60_000, mail, { beforeReady: false });
    await queue.start();
    expect(upkeep).toHaveBeenCalledTimes(1);
    expect(mail).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(mail).toHaveBeenCalledTimes(1);
    await queue.stop();
  });

  it('refuses a job nobody handles and a handler registered twice', async () => {
    const queue = new JobQueue({ store: memoryStore().store, log: { warn: vi.fn() } });
    await expect(queue.enqueue('unknown')).rejects.toThrow(/No handler for the job "unknown"/);
    queue.register('once', () => undefined);
    expect(() => queue.register('once', () => undefined)).toThrow(/has a handler already/);
    expect(() => queue.schedule('never', 0, () => undefined)).toThrow(/interval above 0/);
  });
});
