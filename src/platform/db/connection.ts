// Opens the database the config names: SQLite (embedded, WAL) or PostgreSQL (pooled).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from './config';
import { PostgresGuard } from './postgres-guard';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = DatabaseConfig['dialect'];

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in (search_path); undefined on SQLite. */
  schema?: string;
  /** PostgreSQL's connection guard: whether the database answers (undefined on SQLite). */
  postgres?: PostgresGuard;
}

const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const INT8 = 20;

// Read timestamps back as ISO strings and bigint counts as numbers, matching SQLite's rows.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ || oid === TIMESTAMP) return (value: string) => new Date(value).toISOString();
    if (oid === INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'postgres') {
    // The guard fails requests fast while PostgreSQL is away and reconnects when it is back.
    const guard = new PostgresGuard({
      connectionString: config.url,
      max: 10,
      types: pgTypes,
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: guard as unknown as pg.Pool }) }),
      dialect: 'postgres',
      schema: config.schema ?? 'public',
      postgres: guard,
    };
  }
  if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL + NORMAL: a committed write survives a process crash, not a power cut
  // (docs/decisions/012-sqlite-connection-settings.md).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 0'); // waiting is whenUnlocked's, without blocking the process
  return {
    db: new Kysely<Database>({
      dialect: new SharedSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

/** How long a write waits for another process's write lock before it fails (→ 503). */
export const SQLITE_LOCK_WAIT_MS = 5_000;

/**
 * SQLite shared by several processes (cluster workers, the CLI beside the server):
 * - Transactions begin IMMEDIATE: they take the write lock at the start. A deferred transaction
 *   that reads and then writes fails with SQLITE_BUSY at once, with no waiting, when another
 *   process wrote in between.
 * - Waiting for the lock does not block the process: busy_timeout is 0, so a statement that finds
 *   the lock taken fails at once, and is tried again on the next turns of the event loop (other
 *   requests go on meanwhile) for up to SQLITE_LOCK_WAIT_MS. SQLite's own busy handler would sleep
 *   the whole process in steps of milliseconds for a lock held for microseconds.
 */
class SharedSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      const connection = await acquire();
      return {
        executeQuery: (query) => whenUnlocked(async () => connection.executeQuery(query)),
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      } satisfies DatabaseConnection;
    };
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    // SQLite rolls a transaction back by itself after some errors (SQLITE_FULL among them): the
    // rollback that follows must not replace the error that says what happened.
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      await rollback(connection).catch((error: unknown) => {
        if (!/no transaction is active/.test((error as Error)?.message ?? '')) throw error;
      });
    };
    return driver;
  }
}

const isLocked = (error: unknown) => (error as { code?: string })?.code === 'SQLITE_BUSY';

/** Runs `statement`, trying again while another process holds the lock, up to SQLITE_LOCK_WAIT_MS. */
async function whenUnlocked<T>(statement: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if (!isLocked(error) || Date.now() - started > SQLITE_LOCK_WAIT_MS) throw error;
      // The next turn of the event loop first; then a millisecond at a time.
      await new Promise((resolve) => (attempt < 20 ? setImmediate(resolve) : setTimeout(resolve, 1)));
    }
  }
}

/** Distinct SQL texts kept prepared; the oldest is dropped first (lists of ids make many texts). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs; preparing (parsing and planning the SQL) costs more than
 * running a small query. The same SQL text reuses its prepared statement: better-sqlite3
 * statements run one at a time on the one connection, so sharing them is safe.
 */
export function withStatementCache(sqlite: Pick<SQLite.Database, 'prepare' | 'close'>): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text); // re-inserted below: most recently used last
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}
