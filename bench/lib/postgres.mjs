// A PostgreSQL database of a benchmark run's own, made on the server of PODIUM_BENCH_POSTGRES_URL
// (the machine's database `test` by default) and dropped when the run is done with it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.PODIUM_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function asAdmin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `work` with the address of a new database named `{prefix}_{random}`, dropped afterwards. */
export async function withBenchDatabase(prefix, work) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.href);
  } finally {
    await asAdmin(`drop database if exists ${name} with (force)`);
  }
}
