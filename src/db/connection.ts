// Opens the database the config names: SQLite (embedded, WAL) or PostgreSQL (pooled).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from './config';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = DatabaseConfig['dialect'];

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in (search_path); undefined on SQLite. */
  schema?: string;
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
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      types: pgTypes,
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    // A connection that PostgreSQL (or the network) drops emits 'error' on its client, and on the
    // pool when idle: without listeners either would end the process. The pool discards that client
    // and opens a new one when asked; the queries in flight fail with their own errors.
    const dropped = (error: Error) =>
      process.emitWarning(`PostgreSQL dropped a connection: ${error.message}`, 'DatabaseWarning');
    pool.on('error', dropped);
    pool.on('connect', (client) => client.on('error', dropped));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      schema: config.schema ?? 'public',
    };
  }
  if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL + NORMAL: a committed write survives a process crash, not a power cut (README).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
  };
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
