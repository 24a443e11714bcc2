// A soak: 60 s of mixed traffic at a steady 200 requests a second (home, view
// pages, the player API, search, telemetry and like calls of a signed-in visitor), with the
// server's resident memory read from /proc every 5 s. Memory must level off, not climb: the
// figure is the growth from the end of the first quarter to the end.
import { readFileSync } from 'node:fs';
import { cannon, round } from './lib/load.mjs';
import { logIn } from './lib/login.mjs';
import { startServer } from './lib/server.mjs';
import { demoOids, envelope } from './telemetry.mjs';

export const title = 'Soak: mixed traffic at 200 requests/s, resident memory over time';

const rssMB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? round(Number(line[1]) / 1024, 1) : Number.NaN;
};

export async function run({ seconds = 60 } = {}) {
  const server = await startServer({
    env: { RATE_LIMIT_LIKES: '10000000', RATE_LIMIT_TELEMETRY: '10000000', RATE_LIMIT_AUTH: '100000' },
  });
  try {
    const base = server.url;
    const session = await logIn(base);
    const oids = demoOids(server.databaseFile);
    const home = await (await fetch(base)).text();
    const viewPaths = [...new Set(home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//g))].slice(0, 10);
    const signedIn = { cookie: session.cookie, origin: base, 'x-csrftoken': session.csrf };
    const requests = [
      { path: '/' },
      ...viewPaths.map((path) => ({ path })),
      ...oids.slice(0, 5).map((oid) => ({ path: `/api/v4/presentation/${oid}/` })),
      ...['pricing', 'climate', 'design', 'fractions'].map((term) => ({
        path: `/explore/search/?search=${term}`,
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        method: 'POST',
        path: '/api/analytics/',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify([envelope(i, oids)]),
      })),
      { method: 'PUT', path: `/api/v4/presentation/${oids[0]}/like/`, headers: signedIn },
      { method: 'DELETE', path: `/api/v4/presentation/${oids[0]}/like/`, headers: signedIn },
    ];
    const samples = [];
    const timer = setInterval(() => samples.push(rssMB(server.pid)), 5_000);
    const start = rssMB(server.pid);
    const row = await cannon('mixed traffic', {
      url: base,
      requests,
      connections: 10,
      overallRate: 200,
      duration: seconds,
    });
    clearInterval(timer);
    samples.push(rssMB(server.pid));
    const settled = samples[Math.floor(samples.length / 4)] ?? start;
    return [
      {
        name: row.name,
        requestsPerSecond: row.requestsPerSecond,
        p50ms: row.p50ms,
        p99ms: row.p99ms,
        non2xx: row.non2xx,
        errors: row.errors,
        rssStartMB: start,
        rssSettledMB: settled,
        rssEndMB: samples.at(-1),
        rssMaxMB: Math.max(start, ...samples),
        rssGrowthAfterSettlingMB: round(samples.at(-1) - settled, 1),
        rssSamplesMB: samples,
      },
    ];
  } finally {
    await server.stop();
  }
}
