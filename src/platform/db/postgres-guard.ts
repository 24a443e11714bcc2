// PostgreSQL that fails fast and heals by itself. A pg.Pool alone waits as long
// as a hung database lets it, and keeps handing out connections to a server that is gone. The
// guard stands in front of the pool as the pool Kysely uses:
//
// - A heartbeat on its own connection runs `select 1` every HEARTBEAT_MS; an answer slower than
//   PROBE_TIMEOUT_MS, a refused or dropped connection, or any query failing for a connection reason
//   marks the database down. The heartbeat's clock is the event loop's: time the loop spent blocked
//   (a synchronous zip, a starved 2-core machine) is not counted against the database.
// - Down, it ends the pool (in-flight queries fail at once instead of waiting), and every request
//   for a connection fails at once with DatabaseUnavailableError, which the app answers with 503 and
//   Retry-After. A probe on a fresh connection every PROBE_MS brings it back up when the database
//   answers again: no restart needed.
// - Statements that run away are cancelled by PostgreSQL itself (statement_timeout).
import pg from 'pg';
import { DatabaseUnavailableError, isDatabaseUnavailable, waitedForBusyPool } from './postgres-errors';

export const GUARD_TIMINGS = {
  /** Waiting for a connection (a new one, or a free one from a busy pool). */
  connectTimeoutMs: 2_000,
  /**
   * How long a request may wait in all for a connection while every one of the pool's is busy: a
   * full pool is load, not a database gone (the heartbeat says that), so its waits are retried.
   */
  busyWaitMs: 10_000,
  /** PostgreSQL cancels a statement that runs longer (migrations run without it). */
  statementTimeoutMs: 30_000,
  heartbeatMs: 500,
  probeMs: 500,
  probeTimeoutMs: 1_000,
};

type Warn = (message: string) => void;

/** The pool Kysely's PostgresDialect is given: connect() and end(), as pg.Pool has them. */
export class PostgresGuard {
  private pool: pg.Pool;
  private down = false;
  private ended = false;
  private heartbeat: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;
  private readonly clients = new WeakMap<pg.Pool, Set<pg.PoolClient>>();
  private readonly listeners = new Set<() => void>();

  /** Where the guard says the database went away and came back (the app sets its logger). */
  warn: Warn = (message) => process.emitWarning(message, 'DatabaseWarning');

  constructor(
    private readonly config: pg.PoolConfig,
    private readonly timings = GUARD_TIMINGS,
  ) {
    this.pool = this.newPool();
    this.schedule(timings.heartbeatMs);
  }

  /** False from the moment the database stops answering until a probe finds it back. */
  get available(): boolean {
    return !this.down;
  }

  async connect(): Promise<pg.PoolClient> {
    const started = Date.now();
    for (;;) {
      if (this.down) throw new DatabaseUnavailableError();
      const pool = this.pool;
      try {
        return await pool.connect();
      } catch (error) {
        // pg-pool gives up waiting for a connection with the same message whether a new one would
        // not open or every one was busy; only the first says anything about the database.
        if (waitedForBusyPool(error, pool)) {
          if (Date.now() - started < this.timings.busyWaitMs) continue;
          throw new DatabaseUnavailableError(error);
        }
        if (isDatabaseUnavailable(error)) {
          this.markDown(error);
          throw new DatabaseUnavailableError(error);
        }
        throw error;
      }
    }
  }

  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, on a connection of its own that
   * is opened again whenever it drops. Answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): () => void {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const open = async () => {
      if (stopped || this.ended) return;
      const next = new pg.Client({ ...this.config, connectionTimeoutMillis: this.timings.connectTimeoutMs });
      client = next;
      const again = () => {
        if (client !== next || stopped) return;
        client = undefined;
        next.end().catch(() => {});
        retry = setTimeout(() => void open(), this.timings.probeMs * 2);
        retry.unref();
      };
      next.on('error', again);
      next.on('end', again);
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch {
        again();
      }
    };
    void open();
    this.listeners.add(() => {
      stopped = true;
      clearTimeout(retry);
      client?.end().catch(() => {});
    });
    return () => {
      stopped = true;
      clearTimeout(retry);
      client?.end().catch(() => {});
    };
  }

  async end(): Promise<void> {
    for (const stop of this.listeners) stop();
    this.ended = true;
    clearTimeout(this.timer);
    this.heartbeat?.end().catch(() => {});
    await this.pool.end();
  }

  private newPool(): pg.Pool {
    const clients = new Set<pg.PoolClient>();
    const pool = new pg.Pool({
      ...this.config,
      connectionTimeoutMillis: this.timings.connectTimeoutMs,
      options: [this.config.options, `-c statement_timeout=${this.timings.statementTimeoutMs}`]
        .filter(Boolean)
        .join(' '),
    });
    // A connection that PostgreSQL (or the network) drops emits 'error' on its client, and on the
    // pool when idle: without listeners either would end the process.
    const dropped = (error: Error) => this.markDown(error);
    pool.on('error', dropped);
    pool.on('connect', (client) => {
      clients.add(client);
      client.on('error', dropped);
    });
    pool.on('remove', (client) => clients.delete(client));
    this.clients.set(pool, clients);
    return pool;
  }

  private markDown(error: unknown): void {
    if (this.down || this.ended) return;
    this.down = true;
    this.warn(
      `PostgreSQL is unavailable (${(error as Error)?.message ?? error}); answering 503 until it is back.`,
    );
    // Ending the pool fails the queries in flight now rather than when a hung server answers,
    // and drops connections that may never work again. A new pool starts when the database is back.
    const old = this.pool;
    this.pool = this.newPool();
    destroySockets(this.clients.get(old));
    old.end().catch(() => {});
    this.heartbeat?.end().catch(() => {});
    this.heartbeat = undefined;
    this.schedule(this.timings.probeMs);
  }

  private schedule(ms: number): void {
    if (this.ended) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), ms);
    this.timer.unref();
  }

  /** Heartbeat when up, probe when down: `select 1` within probeTimeoutMs. */
  private async check(): Promise<void> {
    if (this.checking || this.ended) return;
    this.checking = true;
    try {
      if (this.down) {
        const probe = this.newClient({ queryTimeout: true });
        try {
          await probe.connect();
          await probe.query('select 1');
          this.down = false;
          this.warn('PostgreSQL answers again.');
        } finally {
          probe.end().catch(() => {});
        }
      } else {
        if (!this.heartbeat) {
          const client = this.newClient({ queryTimeout: false });
          client.on('error', () => {});
          await client.connect();
          this.heartbeat = client;
        }
        await answersWithin(this.heartbeat.query('select 1'), this.timings.probeTimeoutMs);
      }
    } catch (error) {
      if (!this.down) this.markDown(error);
    } finally {
      this.checking = false;
      this.schedule(this.down ? this.timings.probeMs : this.timings.heartbeatMs);
    }
  }

  /** A client for a probe (pg times its queries) or the heartbeat (answersWithin times them). */
  private newClient({ queryTimeout }: { queryTimeout: boolean }): pg.Client {
    const client = new pg.Client({
      ...this.config,
      connectionTimeoutMillis: this.timings.probeTimeoutMs,
      query_timeout: queryTimeout ? this.timings.probeTimeoutMs : undefined,
    });
    client.on('error', () => {});
    return client;
  }
}

/**
 * Settles as `work` does, or fails with "Query read timeout" when `ms` pass without an answer,
 * counting only the time the event loop was free to read one. A Node timer cannot tell a slow
 * database from a blocked loop: after a block longer than `ms`, the timer runs before the loop
 * reads the answer already waiting in the socket. So a timer that fired late starts the wait once
 * more, and the verdict waits for the loop's next look at its sockets (setImmediate runs after it).
 */
export function answersWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    let armedAt = performance.now();
    let extended = false;
    const expire = () => {
      const late = performance.now() - armedAt - ms;
      if (late > ms / 4 && !extended) {
        extended = true;
        armedAt = performance.now();
        timer = setTimeout(expire, ms);
        return;
      }
      setImmediate(() => reject(new Error('Query read timeout')));
    };
    let timer = setTimeout(expire, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Closes every socket of a pool's clients at once: pool.end() alone waits for checked-out clients
 * to be released, and a client's own end() waits for a server that may never answer. pg has no
 * public way to do this, so it reaches its connection's socket (pg is pinned).
 */
function destroySockets(clients: Set<pg.PoolClient> | undefined): void {
  for (const client of clients ?? []) {
    const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection
      ?.stream;
    stream?.destroy();
  }
}
