// A full connection pool is load, not an outage (found when the reliability suite's like storm of
// 200 people got hundreds of 503s on a slow machine): pg-pool gives up waiting for a busy pool with
// the same message as for a connection that will not open, and the guard took it for the database
// going away, ended the pool and failed every query in flight. It now waits for a busy pool, up to
// busyWaitMs, and stays up; a connection that will not open still marks the database down.
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '../../src/platform/db/postgres-errors';
import { GUARD_TIMINGS, PostgresGuard } from '../../src/platform/db/postgres-guard';
import { POSTGRES_URL } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait-until';

const timings = { ...GUARD_TIMINGS, connectTimeoutMs: 150, busyWaitMs: 1_500 };

describe.runIf(POSTGRES_URL)('postgres: a busy pool', () => {
  let guard: PostgresGuard;
  afterEach(async () => {
    vi.restoreAllMocks();
    await guard.end();
  });

  it('waits for a connection while every one is busy, and stays up', async () => {
    // No bound on the busy wait here: the connection is released once the guard has shown it waits
    // through the pool's connect timeouts, however long a loaded machine takes to get there.
    guard = new PostgresGuard(
      { connectionString: POSTGRES_URL, max: 1 },
      { ...timings, busyWaitMs: 600_000 },
    );
    const asked = vi.spyOn(pg.Pool.prototype, 'connect');
    const held = await guard.connect();
    expect(asked).toHaveBeenCalledTimes(1);
    const next = guard.connect();
    // Each further ask of the pool is the guard going on after a connect timeout of the busy pool
    // (150 ms); two of them, and it has outlasted several while the database stayed up.
    await Promise.race([
      waitUntil(() => asked.mock.calls.length >= 4, { what: 'the guard to ask the busy pool twice more' }),
      next.then(() => {
        throw new Error('connected while the only connection was held');
      }),
    ]);
    expect(guard.available).toBe(true);
    held.release();
    const connection = await next;
    expect((await connection.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    connection.release();
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
