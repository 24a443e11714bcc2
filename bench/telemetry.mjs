// Analytics ingestion: autocannon POSTs realistic envelopes (the shape of src/lib/analytics and
// test/helpers/telemetry.ts, sent as the browser's beacon sends them: text/plain JSON arrays) to
// /api/analytics/ on SQLite, then the stored rows are counted in the database file and compared
// with the 204 answers: every answered event must be stored. Events name the seeded demo's
// presentations (events about oids that do not exist are dropped by design) and their first steps.
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { cannon, round } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

export const title = 'telemetry: stored analytics events per second (SQLite, 50 connections)';

const EVENTS = [
  ['LoadedPublicViewPage', 'web-script', 1006, 'Js', () => ({})],
  ['PresentationStarted', 'web-graphics', 2002, 'Webgl', () => ({ step_count: 14 })],
  [
    'StepReached',
    'web-graphics',
    2003,
    'Webgl',
    (i) => ({ step_index: i % 2, ms_on_previous_step: 900 + i }),
  ],
  ['Like', 'web-script', 1014, 'Js', () => ({})],
  [
    'SearchPresentations',
    'web-script',
    1001,
    'Js',
    () => ({ search_term: 'pricing', search_type: 'header' }),
  ],
];

export function envelope(i, oids) {
  const [name, family, schemaId, source, fields] = EVENTS[i % EVENTS.length];
  const oid = oids[i % oids.length];
  return {
    core: {
      type: family,
      schema_id: schemaId,
      client_time: Date.now() - i,
      event_source: source,
      event_type: name,
    },
    event_source: { single_page_session_id: randomUUID() },
    platform: {
      type: 'Web',
      putma_id: '',
      referer: 'http://localhost/explore/',
      url: `http://localhost/p/${oid}/a-talk/`,
    },
    user: { session_id: randomUUID() },
    body: { ...fields(i), prezi_oid: oid, event_name: name },
  };
}

export const demoOids = (file) => {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare("select oid from presentations where kind = 'deck' order by id")
      .all()
      .map((r) => r.oid);
  } finally {
    db.close();
  }
};

const countEvents = (file) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('select count(*) as n from analytics_events').get().n;
  } finally {
    db.close();
  }
};

export async function run({ seconds = 8 } = {}) {
  const server = await startServer({ env: { RATE_LIMIT_TELEMETRY: '10000000' } });
  try {
    const oids = demoOids(server.databaseFile);
    const rows = [];
    for (const batch of [1, 10]) {
      // 50 different bodies, cycled by every connection.
      const requests = Array.from({ length: 50 }, (_, r) => ({
        method: 'POST',
        path: '/api/analytics/',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(Array.from({ length: batch }, (_, e) => envelope(r * batch + e, oids))),
      }));
      if (batch === 1) await cannon('warm-up', { url: server.url, requests, duration: 2, connections: 50 });
      const before = countEvents(server.databaseFile);
      const row = await cannon(`${batch} envelope${batch > 1 ? 's' : ''} per request`, {
        url: server.url,
        requests,
        connections: 50,
        duration: seconds,
      });
      await new Promise((r) => setTimeout(r, 500)); // writes of requests cut off at the end
      const stored = countEvents(server.databaseFile) - before;
      const answered = (row.statuses['204'] ?? 0) * batch;
      rows.push({
        name: row.name,
        requestsPerSecond: row.requestsPerSecond,
        p50ms: row.p50ms,
        p99ms: row.p99ms,
        non2xx: row.non2xx,
        errors: row.errors,
        answeredEvents: answered,
        storedEvents: stored,
        storedEventsPerSecond: Math.round(stored / row.seconds),
        lost: Math.max(0, answered - stored),
        storedUnanswered: Math.max(0, stored - answered),
        seconds: round(row.seconds, 2),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
