// Search latency on PostgreSQL: presentations generated into a schema of their
// own (bench/lib/search-data.mjs, the same corpus as the SQLite search benchmark; 100,000 rows, or
// PODIUM_BENCH_SEARCH_ROWS such as 1000000: see copyRows), then autocannon on
// /explore/search/?search=<term> over the same mix of terms. Needs the PostgreSQL of PODIUM_BENCH_POSTGRES_URL (default: the machine's,
// database "test"); the schema is dropped afterwards.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { cannon, round } from './lib/load.mjs';
import { generatePostgres } from './lib/search-data.mjs';
import { startServer } from './lib/server.mjs';

const URL_ = process.env.PODIUM_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNT = Number(process.env.PODIUM_BENCH_SEARCH_ROWS ?? 100_000);

export const title = `search: /explore/search/ over ${COUNT.toLocaleString('en')} presentations (PostgreSQL)`;

const searchPath = (term) => `/explore/search/?search=${encodeURIComponent(term)}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: URL_ });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Past 200,000 rows the generator (a few thousand rows a second through to_tsvector) would take
 * most of an hour: the first 100,000 are generated and then copied inside PostgreSQL, with new
 * oids and slugs, until there are `count`. Word frequencies stay those of the corpus; every text
 * is there count/100,000 times.
 */
const UNIQUE_ROWS = 100_000;

async function copyRows(schema, unique, count) {
  const client = new pg.Client({ connectionString: URL_, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    const { rows } = await client.query(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
       from information_schema.columns
       where table_schema = $1 and table_name = 'presentations' and column_name not in ('id', 'oid', 'slug')`,
      [schema],
    );
    const { columns } = rows[0];
    for (let copy = 1; copy * unique < count; copy++)
      await client.query(
        `insert into presentations (oid, slug, ${columns})
         select substr(md5(oid || '${copy}'), 1, 12), slug || '-${copy}', ${columns}
         from presentations order by id limit ${Math.min(unique, count - copy * unique)}`,
      );
    await client.query('analyze presentations');
  } finally {
    await client.end();
  }
}

export async function run({ seconds } = {}) {
  const schema = `podium_bench_search_${Date.now().toString(36)}`;
  await admin(`create schema ${schema}`);
  const env = { SEED_DEMO: 'false', DATABASE_URL: URL_, DATABASE_SCHEMA: schema };
  let server;
  try {
    const empty = await startServer({ env }); // migrates the schema
    await empty.stop();
    const started = Date.now();
    const unique = Math.min(COUNT, UNIQUE_ROWS);
    const { words, rare } = await generatePostgres(URL_, schema, { count: unique });
    if (COUNT > unique) await copyRows(schema, unique, COUNT);
    const generateSeconds = round((Date.now() - started) / 1000);
    server = await startServer({ env });
    const suggested = Object.values(JSON.parse(readFileSync('content/search-terms.json', 'utf8'))).flat();
    const longWords = words.map(([word]) => word).filter((word) => word.length >= 6);
    const mix = [...suggested, ...[8, 40, 150, 600].map((rank) => longWords[rank]), longWords[0], rare[0]];
    const requests = mix.map((term) => ({ method: 'GET', path: searchPath(term) }));
    for (const term of mix) {
      const response = await fetch(server.url + searchPath(term)); // warm-up, and a check
      await response.text();
      if (response.status !== 200) throw new Error(`search for "${term}" answered ${response.status}`);
    }
    const mixed = await cannon('mixed terms', {
      url: server.url,
      requests,
      connections: 1,
      duration: seconds ?? 8,
    });
    const busy = await cannon('mixed terms, 10 connections', {
      url: server.url,
      requests,
      connections: 10,
      duration: seconds ?? 5,
    });
    const common = await cannon(`very common term "${longWords[0]}"`, {
      url: server.url + searchPath(longWords[0]),
      connections: 1,
      duration: seconds ?? 4,
    });
    return [{ ...mixed, rows: COUNT, generateSeconds }, busy, common];
  } finally {
    await server?.stop();
    await admin(`drop schema ${schema} cascade`);
  }
}
