// The job queue on every dialect, with two queues on one database standing for two app servers
// (each on its own connection: a second SQLite handle on the file, a second PostgreSQL pool on the
// schema): each job runs once, a dead worker's job is taken over after its lease, a failing job is
// retried after doubling waits and ends failed with its error, a schedule's slot runs once, and
// stop waits for the job in flight. The queues' clock is the test's: a lease runs out and a retry
// comes due when the test moves it, never by waiting.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/connection';
import { findJob, JOB_ERROR_LENGTH, jobStore } from '../../src/platform/jobs/jobs.repository';
import { JobQueue, type JobQueueOptions } from '../../src/platform/jobs/queue';
import { DIALECTS, openTestDatabase, startTestApp } from '../helpers/test-app';

const MINUTE = 60_000;

/** A promise with its resolve at hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(DIALECTS)('%s: the job queue', (dialect) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let other: DatabaseHandle;
  let time = Date.parse('2026-12-06T04:20:30.000Z');
  const clock = () => new Date(time);
  const queues: JobQueue[] = [];

  /** A queue on the first connection (`a`) or the second (`b`), on the test's clock. */
  const queue = (on: 'a' | 'b', options: Partial<JobQueueOptions> = {}) => {
    const handle = on === 'a' ? database.handle : other;
    const made = new JobQueue({
      store: jobStore(handle.db, handle.dialect),
      log: { warn: vi.fn() },
      worker: `worker-${on}-${queues.length}`,
      clock,
      ...options,
    });
    queues.push(made);
    return made;
  };

  const rows = (name: string) =>
    database.handle.db.selectFrom('jobs').selectAll().where('name', '=', name).orderBy('id').execute();

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    other = openDatabase(database.config);
  });

  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await other.db.destroy();
    await database.handle.db.destroy();
    await database.drop();
  });

  it('runs each of many jobs exactly once with two workers claiming side by side', async () => {
    const ran: Array<{ n: number; by: string }> = [];
    const busy = { a: deferred(), b: deferred() };
    const [a, b] = [queue('a'), queue('b')];
    for (const [q, me, them] of [
      [a, 'a', 'b'],
      [b, 'b', 'a'],
    ] as const)
      q.register('count', async (payload) => {
        ran.push({ n: (payload as { n: number }).n, by: me });
        // Neither worker goes on before the other has claimed a job too: both claim from here on.
        busy[me].resolve();
        await busy[them].promise;
      });
    const total = 40;
    for (let n = 0; n < total; n++) await a.enqueue('count', { n });

    await Promise.all([a.runDue(), b.runDue()]);

    expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(total).keys()]);
    expect(new Set(ran.map((r) => r.by))).toEqual(new Set(['a', 'b']));
    const stored = await rows('count');
    expect(stored.map((r) => [r.state, r.attempts])).toEqual(stored.map(() => ['done', 1]));
  });

  it('enqueues a keyed job once', async () => {
    const a = queue('a');
    a.register('once', () => undefined);
    expect(await a.enqueue('once', { first: true }, { key: 'once:1' })).toBe(true);
    expect(await a.enqueue('once', { first: false }, { key: 'once:1' })).toBe(false);
    const stored = await rows('once');
    expect(stored).toHaveLength(1);
    expect((await findJob(database.handle.db, stored[0]!.id))?.payload).toEqual({ first: true });
  });

  it('takes over a job whose worker died, once its lease has run out', async () => {
    const b = queue('b', { leaseMs: MINUTE });
    const ran = vi.fn();
    b.register('takeover', ran);
    await b.enqueue('takeover', { file: 'deck.pdf' });
    // A worker claims the job and is never heard from again.
    const store = jobStore(database.handle.db, dialect);
    const now = clock().toISOString();
    const dead = await store.claim(['takeover'], 'dead-worker', now, new Date(time + MINUTE).toISOString());
    expect(dead?.attempts).toBe(1);

    await b.runDue();
    time += MINUTE - 1;
    await b.runDue();
    expect(ran).not.toHaveBeenCalled();
    time += 2;
    await b.runDue();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(ran.mock.calls[0]![0]).toEqual({ file: 'deck.pdf' });
    const job = await findJob(database.handle.db, dead!.id);
    expect(job).toMatchObject({ state: 'done', attempts: 2, locked_by: b.worker });

    // The dead worker's late answer changes nothing.
    const late = { id: dead!.id, worker: 'dead-worker', attempts: 1 };
    expect(await store.finish(late, clock().toISOString())).toBe(false);
    expect(await store.fail(late, 'late', clock().toISOString(), clock().toISOString())).toBeUndefined();
    expect((await findJob(database.handle.db, dead!.id))?.state).toBe('done');
  });

  it('retries a failing job after doubling waits up to the cap, then fails it for good with its error', async () => {
    const log = { warn: vi.fn() };
    const a = queue('a', { backoff: { baseMs: 1000, capMs: 3000 }, log });
    const attempts: number[] = [];
    a.register('flaky', (_payload, job) => {
      attempts.push(job.attempt);
      throw new Error(`boom ${job.attempt} ${'x'.repeat(JOB_ERROR_LENGTH)}`);
    });
    await a.enqueue('flaky', null, { maxAttempts: 4 });
    const id = (await rows('flaky'))[0]!.id;
    const job = () => findJob(database.handle.db, id);

    const started = time;
    await a.runDue();
    expect(await job()).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await job())?.last_error).toMatch(/^boom 1 x/);
    expect((await job())?.run_at).toBe(new Date(started + 1000).toISOString());
    time += 999;
    await a.runDue();
    expect(attempts).toEqual([1]);

    // The waits: 1 s, then 2 s, then 4 s capped at 3 s.
    for (const [wait, attempt] of [
      [1, 2],
      [2000, 3],
      [3000, 4],
    ] as const) {
      const runAt = Date.parse((await job())!.run_at);
      expect(runAt - time).toBe(wait);
      time = runAt;
      await a.runDue();
      expect(attempts.at(-1)).toBe(attempt);
    }
    expect(attempts).toEqual([1, 2, 3, 4]);
    const failed = await job();
    expect(failed).toMatchObject({ state: 'failed', attempts: 4, finished_at: clock().toISOString() });
    expect(failed?.last_error).toMatch(/^boom 4 x+$/);
    expect(failed?.last_error).toHaveLength(JOB_ERROR_LENGTH);
    expect(log.warn).toHaveBeenLastCalledWith(
      expect.anything(),
      'jobs: flaky failed for good after 4 attempts',
    );
    time += 10 * MINUTE;
    await a.runDue();
    expect(attempts).toHaveLength(4);
  });

  it("runs a schedule's slot once with two workers, and the next slot once more", async () => {
    const ticks: string[] = [];
    const [a, b] = [queue('a'), queue('b')];
    for (const [q, me] of [
      [a, 'a'],
      [b, 'b'],
    ] as const)
      q.schedule('tick', MINUTE, (_payload, job) => {
        ticks.push(`${job.key} by ${me}`);
      });

    await Promise.all([a.runDue(), b.runDue()]);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ticks).toHaveLength(1);
    expect(ticks[0]).toMatch(/^tick@2026-12-06T04:\d\d:00\.000Z by [ab]$/);

    time += MINUTE;
    await Promise.all([b.runDue(), a.runDue()]);
    expect(ticks).toHaveLength(2);
    const stored = await rows('tick');
    expect(stored.map((r) => r.state)).toEqual(['done', 'done']);
    expect(new Set(stored.map((r) => r.key)).size).toBe(2);
  });

  it('stop waits for the job in flight, and then claims nothing more', async () => {
    const a = queue('a');
    const started = deferred();
    const release = deferred();
    const ran = vi.fn();
    a.register('slow', async () => {
      started.resolve();
      await release.promise;
    });
    a.register('later', ran);
    await a.enqueue('slow');
    const id = (await rows('slow'))[0]!.id;
    const running = a.runDue();
    await started.promise;

    const stopping = a.stop().then(() => 'stopped');
    // A round trip to the database after stop was called: a stop that did not wait has resolved.
    expect((await findJob(database.handle.db, id))?.state).toBe('running');
    expect(await Promise.race([stopping, Promise.resolve('waiting')])).toBe('waiting');
    release.resolve();
    expect(await stopping).toBe('stopped');
    expect((await findJob(database.handle.db, id))?.state).toBe('done');
    await running;

    await a.enqueue('later');
    expect(await a.runDue()).toBe(0);
    expect(ran).not.toHaveBeenCalled();
  });

  it('looks for due jobs with a read, and claims only when one is due', async () => {
    const store = jobStore(database.handle.db, dialect);
    const claims = vi.fn(store.claim);
    const a = queue('a', { store: { ...store, claim: claims } });
    const ran = vi.fn();
    a.register('idle', ran);
    await a.runDue(['idle']);
    await a.runDue(['idle']);
    expect(claims).not.toHaveBeenCalled();
    await a.enqueue('idle');
    await a.runDue(['idle']);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(claims).toHaveBeenCalled();
  });

  it('the worker loop runs a job enqueued after start', async () => {
    const a = queue('a', { pollMs: 20 });
    const done = deferred<unknown>();
    a.register('mail', (payload) => done.resolve(payload));
    await a.start();
    await a.enqueue('mail', { to: 'someone' });
    expect(await done.promise).toEqual({ to: 'someone' });
    await a.stop();
  });
});

describe.each(DIALECTS)('%s: the app runs its upkeep as scheduled jobs', (dialect) => {
  it('runs the upkeep that must happen once per site when it is ready', async () => {
    const t = await startTestApp(dialect);
    try {
      const stored = await t.handle.db.selectFrom('jobs').select(['name', 'state']).execute();
      for (const name of ['sessions.purge', 'analytics.upkeep', 'live.idle-sweep', 'videos.upload-sweep'])
        expect(stored).toContainEqual({ name, state: 'done' });
      expect(stored.filter((job) => job.state === 'failed')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
