// Search latency over 100,000 generated presentations (SQLite FTS5): the server migrates an empty
// database (SEED_DEMO=false), stops, bench/lib/search-data.mjs fills it, the server starts again,
// and autocannon requests /explore/search/?search=<term> over a mix of terms: the suggested
// searches of content/search-terms.json and single words from common to rare.
import { readFileSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { cannon, quantile, round } from './lib/load.mjs';
import { generate } from './lib/search-data.mjs';
import { startServer } from './lib/server.mjs';

export const title = 'search: /explore/search/ over 100,000 presentations (SQLite)';

const COUNT = 100_000;
/** How many listed presentations a search for `term` matches (the app's FTS query, no limit). */
function countMatches(databaseFile, term) {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const match = (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => `"${w}"*`).join(' ');
    return db
      .prepare(`select count(*) as n from presentations_fts f join presentations p on p.id = f.presentation_id
        where presentations_fts match ? and p.privacy <> 'private' and p.hidden = 0`)
      .get(match).n;
  } finally {
    db.close();
  }
}

const searchPath = (term) => `/explore/search/?search=${encodeURIComponent(term)}`;

export async function run({ seconds } = {}) {
  const empty = await startServer({ env: { SEED_DEMO: 'false' }, keepData: true });
  await empty.stop();
  const file = empty.databaseFile;
  let server;
  try {
    const started = Date.now();
    const { words, rare } = generate(file, { count: COUNT });
    const generateSeconds = round((Date.now() - started) / 1000);
    server = await startServer({ env: { SEED_DEMO: 'false' }, dataDir: empty.dataDir });
    const suggested = Object.values(JSON.parse(readFileSync('content/search-terms.json', 'utf8'))).flat();
    const longWords = words.map(([word]) => word).filter((word) => word.length >= 6);
    const common = longWords[0];
    const rareTerm = rare.find((word) => countMatches(file, word) === 1) ?? rare[0];
    const mix = [...suggested, ...[8, 40, 150, 600].map((rank) => longWords[rank]), common, rareTerm];
    const terms = mix.map((term) => ({ term, hits: countMatches(file, term) }));
    const requests = mix.map((term) => ({ method: 'GET', path: searchPath(term) }));
    for (const term of mix) {
      const response = await fetch(server.url + searchPath(term)); // warm-up, and a check
      await response.text();
      if (response.status !== 200) throw new Error(`search for "${term}" answered ${response.status}`);
    }

    const rows = [];
    const mixed = await cannon('mixed terms', {
      url: server.url,
      requests,
      connections: 1,
      duration: seconds ?? 8,
    });
    rows.push({ ...mixed, terms: terms.length, generateSeconds, termsAndHits: terms });
    rows.push(
      await cannon('mixed terms, 10 connections', {
        url: server.url,
        requests,
        connections: 10,
        duration: seconds ?? 5,
      }),
    );
    for (const [name, term] of [
      [`very common term "${common}"`, common],
      [`rare term "${rareTerm}"`, rareTerm],
    ]) {
      const row = await cannon(name, {
        url: server.url + searchPath(term),
        connections: 1,
        duration: seconds ?? 4,
      });
      rows.push({ ...row, hits: countMatches(file, term) });
    }
    // A stop word, matching nearly every presentation: the worst case a visitor can type.
    const times = [];
    for (let i = 0; i < 5; i++) {
      const at = performance.now();
      await (await fetch(server.url + searchPath('the'))).text();
      times.push(performance.now() - at);
    }
    rows.push({
      name: 'stop word "the" (5 requests in a row)',
      connections: 1,
      p50ms: round(quantile(times, 0.5)),
      p99ms: round(Math.max(...times)),
      hits: countMatches(file, 'the'),
    });
    return rows;
  } finally {
    await server?.stop();
    rmSync(empty.dataDir, { recursive: true, force: true });
  }
}
