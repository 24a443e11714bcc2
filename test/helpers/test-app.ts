// Builds the real app on a real database for one test file: a fresh SQLite
// file, or a fresh PostgreSQL schema, migrated, listening on a random loopback port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app/app';
import { randomId } from '../../src/kernel/ids';
import { loadConfig } from '../../src/platform/config';
import type { DatabaseConfig } from '../../src/platform/db/config';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/connection';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { type BlobStore, openBlobStore } from '../../src/platform/storage';

export type DialectName = 'sqlite' | 'postgres';

/**
 * A stand-in client build (a Vite manifest naming one entry script): pages render their script
 * tags, with the CSP nonce, the same whether or not `npm run build` has put one in dist/client.
 */
export const FIXTURE_CLIENT_DIR = fileURLToPath(new URL('../fixtures/client', import.meta.url));

/** PostgreSQL joins when scripts/test.mjs found a server (or DATABASE_URL names one). */
export const POSTGRES_URL = process.env.PODIUM_TEST_POSTGRES_URL;
export const DIALECTS: DialectName[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  migrate?: boolean;
  /** Reach PostgreSQL through another address (a TCP proxy the test controls). */
  postgresUrl?: string;
}

export async function openTestDatabase(
  dialect: DialectName,
  { migrate = true, postgresUrl = POSTGRES_URL }: TestDatabaseOptions = {},
): Promise<{ handle: DatabaseHandle; config: DatabaseConfig; dir: string; drop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-test-'));
  if (dialect === 'sqlite') {
    const config: DatabaseConfig = { dialect: 'sqlite', file: path.join(dir, 'test.db') };
    const handle = openDatabase(config);
    if (migrate) await migrateToLatest(handle);
    return { handle, config, dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `podium_test_${randomId(10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const config: DatabaseConfig = { dialect: 'postgres', url: postgresUrl!, schema };
  const handle = openDatabase(config);
  if (migrate) await migrateToLatest(handle);
  return {
    handle,
    config,
    dir,
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestAppOptions extends TestDatabaseOptions {
  /** Wraps the blob store the config names (to watch what the app reads and writes). */
  blobs?: (configured: BlobStore) => BlobStore;
}

export async function startTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase(dialect, options);
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: database.dir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-000',
      RATE_LIMIT_AUTH: '10000',
      RATE_LIMIT_LIKES: '100000',
      RATE_LIMIT_VIEWS: '100000',
      RATE_LIMIT_STATS: '100000',
      RATE_LIMIT_CREATES: '100000',
      RATE_LIMIT_DOWNLOADS: '100000',
      RATE_LIMIT_LIVE: '100000',
      PAGE_CACHE_SECONDS: '0',
      CLIENT_DIR: FIXTURE_CLIENT_DIR,
      // Where LibreOffice is found, for .odp, .ppt and .key uploads.
      PATH: process.env.PATH ?? '',
      ...env,
    },
    process.cwd(),
  );
  config.database = database.config;
  const configured = openBlobStore(config.blobs);
  const app = await buildApp(config, database.handle, { blobs: options.blobs?.(configured) ?? configured });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    handle: database.handle,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      // A response a test never read can keep its connection busy (not idle) for the keep-alive
      // timeout, longer than any hook may wait: the test server drops every connection at once.
      const closing = app.close(); // also destroys the database handle
      app.server.closeAllConnections();
      await closing;
      await database.drop();
    },
  };
}
