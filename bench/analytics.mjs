// Statistics with 10 million stored events, on PostgreSQL: the demo is seeded
// into a schema of its own, then PODIUM_BENCH_EVENTS events (default 10,000,000) are generated over
// the last year into the monthly partitions, spread over 1,000 presentation ids, a tenth of them
// about one of the demo user's talks; their daily rollups are built from them. Then autocannon asks
// for that talk's statistics (the JSON call for 30 and 365 days, and the statistics page) as its
// owner. For contrast, the row shows how long the queries the page ran before the rollups take
// over the same events. Needs the PostgreSQL of PODIUM_BENCH_POSTGRES_URL (default: the machine's,
// database "test"); the schema is dropped afterwards.
import pg from 'pg';
import { cannon, round } from './lib/load.mjs';
import { logIn } from './lib/login.mjs';
import { startServer } from './lib/server.mjs';

const URL_ = process.env.PODIUM_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EVENTS = Number(process.env.PODIUM_BENCH_EVENTS ?? 10_000_000);
const DAYS = 365;

export const title = `statistics of a talk among ${EVENTS.toLocaleString('en')} stored events (PostgreSQL)`;

async function withClient(schema, work) {
  const client = new pg.Client({ connectionString: URL_, options: schema ? `-c search_path=${schema}` : '' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const monthStart = (date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const addMonths = (date, n) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1));
const partitionName = (month) =>
  `analytics_events_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Events of the last DAYS days, in id order by time: a tenth about `oid`, the rest about 999 other
 * ids. Event names and steps in the proportions a viewer sends them (mostly StepReached).
 */
async function generate(client, oid) {
  await client.query('set synchronous_commit = off');
  const now = new Date();
  for (
    let month = monthStart(new Date(now.getTime() - DAYS * 86_400_000));
    month <= now;
    month = addMonths(month, 1)
  )
    await client.query(
      `create table if not exists ${partitionName(month)} partition of analytics_events
       for values from ('${month.toISOString()}') to ('${addMonths(month, 1).toISOString()}')`,
    );
  const CHUNK = 1_000_000;
  for (let from = 0; from < EVENTS; from += CHUNK) {
    await client.query(
      `insert into analytics_events (received_at, event_type, event_name, prezi_oid, session_id, envelope)
       select received_at, name, name, target, session,
         json_build_object('body', json_build_object('event_name', name, 'prezi_oid', target,
           'step_index', step, 'ms_on_previous_step', ms))::text
       from (
         select now() - ($3::int * interval '1 day') * (1 - i::float8 / $2) as received_at,
           case when i % 10 = 0 then $1 else 'bench' || lpad((i % 999)::text, 7, '0') end as target,
           case when i % 20 = 1 then 'PresentationStarted' when i % 20 = 2 then 'PresentationCompleted'
             when i % 50 = 3 then 'Share' else 'StepReached' end as name,
           'session-' || (i / 12) as session, (i % 12) as step, (500 + (i::bigint * 7919) % 60000) as ms
         from generate_series($4::int, $5::int) as i
       ) as generated`,
      [oid, EVENTS, DAYS, from + 1, Math.min(from + CHUNK, EVENTS)],
    );
  }
  // The rollups, built from the events by the rules of domain/analytics-rollups.ts.
  const day = `to_char(received_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const body = `(envelope::json -> 'body')`;
  await client.query(
    `insert into analytics_daily (prezi_oid, day, event_name, events)
     select prezi_oid, ${day}, event_name, count(*) from analytics_events group by 1, 2, 3`,
  );
  await client.query(
    `insert into analytics_step_daily (prezi_oid, day, step, reached)
     select prezi_oid, ${day}, (${body} ->> 'step_index')::int, count(*) from analytics_events
     where event_name = 'StepReached' group by 1, 2, 3`,
  );
  await client.query(
    `insert into analytics_step_times (prezi_oid, day, step, bucket, samples, total_ms)
     select prezi_oid, ${day}, step - 1, floor(log(2, ms + 1) * 4)::int, count(*), sum(ms)
     from (select prezi_oid, received_at, (${body} ->> 'step_index')::int as step,
       (${body} ->> 'ms_on_previous_step')::bigint as ms from analytics_events
       where event_name = 'StepReached') as steps
     where step > 0 group by 1, 2, 3, 4`,
  );
  await client.query('analyze');
}

/** How long the statistics' old queries (scans of the events) take for the talk, in ms. */
async function scanMs(client, oid, days) {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const started = performance.now();
  await client.query(
    `select event_name, count(*) from analytics_events where prezi_oid = $1 and received_at >= $2
     and event_name in ('Share', 'CopyEmbedCode', 'PresentationStarted', 'PresentationCompleted') group by 1`,
    [oid, since],
  );
  await client.query(
    `select envelope from analytics_events where prezi_oid = $1 and event_name = 'StepReached'
     and received_at >= $2 order by id desc limit 50000`,
    [oid, since],
  );
  return round(performance.now() - started);
}

export async function run({ seconds } = {}) {
  const schema = `podium_bench_analytics_${Date.now().toString(36)}`;
  await withClient(null, (client) => client.query(`create schema ${schema}`));
  const env = { DATABASE_URL: URL_, DATABASE_SCHEMA: schema, RATE_LIMIT_STATS: '10000000' };
  let server;
  try {
    const seeding = await startServer({ env }); // migrates and seeds the demo
    await seeding.stop();
    const started = Date.now();
    const { oid, total, rollupRows } = await withClient(schema, async (client) => {
      const { rows } = await client.query(
        `select p.oid from presentations p join users u on u.id = p.owner_id
         where u.username = 'demo' and p.kind = 'deck' order by p.id limit 1`,
      );
      const target = rows[0].oid;
      await generate(client, target);
      const count = await client.query('select count(*)::int as n from analytics_events');
      const rollups = await client.query(
        `select (select count(*) from analytics_daily) + (select count(*) from analytics_step_daily)
           + (select count(*) from analytics_step_times) as n`,
      );
      return { oid: target, total: count.rows[0].n, rollupRows: Number(rollups.rows[0].n) };
    });
    const generateSeconds = round((Date.now() - started) / 1000);
    const scans = await withClient(schema, async (client) => ({
      30: await scanMs(client, oid, 30),
      365: await scanMs(client, oid, 365),
    }));

    server = await startServer({ env });
    const { cookie } = await logIn(server.url);
    const headers = { cookie };
    const statsPath = (days) => `/api/v4/presentation/${oid}/stats/?days=${days}`;
    for (const path of [statsPath(30), statsPath(365), `/dashboard/next/${oid}/stats/`]) {
      const response = await fetch(server.url + path, { headers });
      await response.text();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
    const rows = [];
    for (const [name, path, days] of [
      ['stats call, 30 days', statsPath(30), 30],
      ['stats call, 365 days', statsPath(365), 365],
      ['stats page, 30 days', `/dashboard/next/${oid}/stats/`, 30],
    ]) {
      const result = await cannon(name, {
        url: server.url,
        requests: [{ method: 'GET', path, headers }],
        connections: 4,
        duration: seconds ?? 8,
      });
      rows.push({ ...result, events: total, rollupRows, generateSeconds, eventScanMs: scans[days] });
    }
    return rows;
  } finally {
    await server?.stop();
    await withClient(null, (client) => client.query(`drop schema ${schema} cascade`));
  }
}
