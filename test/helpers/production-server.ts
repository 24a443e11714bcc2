// The production build (dist/server/main.js) as the reliability tests run it: two workers in a
// process group of their own, on a database of the run's own, started until /readyz answers and
// killed with SIGKILL, primary and workers at once.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { randomId } from '../../src/kernel/ids';
import type { DatabaseConfig } from '../../src/platform/db/config';
import { POSTGRES_URL } from './test-app';
import { answersOk, waitUntil } from './wait-until';

export interface Running {
  child: ChildProcess;
  url: string;
}

/** A database for one run: a SQLite file, or a PostgreSQL schema of its own. */
export async function freshDatabase(
  dialect: 'sqlite' | 'postgres',
  dir: string,
): Promise<{ config: DatabaseConfig; env: Record<string, string>; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const config: DatabaseConfig = { dialect: 'sqlite', file: path.join(dir, 'podium.db') };
    return { config, env: { DATABASE_URL: '', DATA_DIR: dir }, drop: async () => {} };
  }
  const schema = `podium_crash_${randomId(8)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const config: DatabaseConfig = { dialect: 'postgres', url: POSTGRES_URL!, schema };
  return {
    config,
    env: { DATABASE_URL: POSTGRES_URL!, DATABASE_SCHEMA: schema, DATA_DIR: dir },
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** Starts the build on `port` with two workers; resolves once it is ready. */
export async function startServer(env: Record<string, string>, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'fatal',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_LIKES: '10000000',
      RATE_LIMIT_VIEWS: '10000000',
      RATE_LIMIT_CREATES: '10000000',
      ...env,
    },
    // Its own process group: one kill takes the primary and its workers together.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      return answersOk(`${url}/readyz`);
    },
    { what: 'the server to start', timeoutMs: 60_000 },
  );
  return { child, url };
}

/** SIGKILL to the server's process group; resolves once the primary has exited. */
export function killHard(running: Running): Promise<void> {
  const exited = new Promise<void>((resolve) => running.child.once('exit', () => resolve()));
  process.kill(-running.child.pid!, 'SIGKILL');
  return exited;
}
