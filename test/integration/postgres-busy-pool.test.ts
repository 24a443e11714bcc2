// A full connection pool is load, not an outage (found when the reliability suite's like storm of
// 200 people got hundreds of 503s on a slow machine): pg-pool gives up waiting for a busy pool with
// the same message as for a connection that will not open, and the guard took it for the database
// going away, ended the pool and failed every query in flight. It now waits for a busy pool, up to
// busyWaitMs, and stays up; a connection that will not open still marks the database down.
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../src/db/postgres-errors';
import { GUARD_TIMINGS, PostgresGuard } from '../../src/db/postgres-guard';
import { POSTGRES_URL } from '../helpers/test-app';

const timings = { ...GUARD_TIMINGS, connectTimeoutMs: 150, busyWaitMs: 1_500 };

describe.runIf(POSTGRES_URL)('postgres: a busy pool', () => {
  let guard: PostgresGuard;
  afterEach(async () => {
    await guard.end();
  });

  it('waits for a connection while every one is busy, and stays up', async () => {
    guard = new PostgresGuard({ connectionString: POSTGRES_URL, max: 1 }, timings);
    const held = await guard.connect();
    // Hold the pool's only connection for several of its connect timeouts.
    setTimeout(() => held.release(), 600);
    const started = performance.now();
    const next = await guard.connect();
    expect(performance.now() - started).toBeGreaterThan(450);
    expect((await next.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    next.release();
    expect(guard.available).toBe(true);
  });

  it('gives up after busyWaitMs with a 503 for that request alone', async () => {
    guard = new PostgresGuard({ connectionString: POSTGRES_URL, max: 1 }, timings);
    const held = await guard.connect();
    const started = performance.now();
    await expect(guard.connect()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(timings.busyWaitMs - 50);
    expect(guard.available).toBe(true);
    expect((await held.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    held.release();
  });
});
