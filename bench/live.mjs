// A live session's audience at scale: 2,000 viewers hold the session's event
// stream (Server-Sent Events) open on one app server, then the presenter moves ten steps and each
// move's `step` event is timed from the presenter's call to its arrival at every viewer. Prints the
// connections held, the broadcast latency p50/p99/max (over all viewers and moves) and the server's
// memory (resident set before the audience, with it, and per connection).
//
// Everything runs on 127.0.0.1, and the viewers are parsed in this one process, so the latency
// includes this process's own queueing: an upper bound of what a viewer's browser would see.

import { readFileSync } from 'node:fs';
import { openViewer } from './lib/event-stream.mjs';
import { logIn } from './lib/login.mjs';
import { startServer } from './lib/server.mjs';

export const title = 'A live session: 2,000 viewers on one app server, step broadcast latency and memory';

const VIEWERS = Number(process.env.LIVE_BENCH_VIEWERS ?? 2000);
const MOVES = 10;
/** Connections opened at once: more than the listen backlog would only be refused and retried. */
const OPEN_BATCH = 100;

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function run() {
  const server = await startServer();
  const viewers = [];
  try {
    const { cookie, csrf } = await logIn(server.url);
    const dashboard = await (await fetch(`${server.url}/dashboard/next/`, { headers: { cookie } })).text();
    const oid = /\/dashboard\/next\/([a-z0-9]{12})\//.exec(dashboard)?.[1];
    if (!oid) throw new Error('the demo user has no presentation on the dashboard');
    const headers = { cookie, 'x-csrftoken': csrf, origin: server.url, 'content-type': 'application/json' };
    const started = await fetch(`${server.url}/api/v4/presentation/${oid}/live/`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (!started.ok)
      throw new Error(`starting the session answered ${started.status}: ${await started.text()}`);
    const { code } = await started.json();
    const eventsUrl = `${server.url}/api/v4/live/${code}/events`;

    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = rssMb(server.pid);
    /** Arrival times of each move's step event, by step number. */
    const arrivals = new Map();
    const onEvent = (type, data, at) => {
      if (type !== 'step') return;
      const { step } = JSON.parse(data);
      const list = arrivals.get(step) ?? [];
      list.push(at);
      arrivals.set(step, list);
    };
    const openStarted = Date.now();
    for (let i = 0; i < VIEWERS; i += OPEN_BATCH) {
      const batch = Math.min(OPEN_BATCH, VIEWERS - i);
      viewers.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openViewer(eventsUrl, onEvent)))),
      );
    }
    const openSeconds = (Date.now() - openStarted) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const rssWith = rssMb(server.pid);

    const latencies = [];
    let missed = 0;
    for (let move = 1; move <= MOVES; move++) {
      const sentAt = Date.now();
      const moved = await fetch(`${server.url}/api/v4/live/${code}/step`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ step: move }),
      });
      if (!moved.ok) throw new Error(`moving to step ${move} answered ${moved.status}`);
      // Every viewer's event, or 2 s at most (the goal is 1 s).
      const deadline = Date.now() + 2000;
      while ((arrivals.get(move)?.length ?? 0) < viewers.length && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      const got = arrivals.get(move) ?? [];
      missed += viewers.length - got.length;
      latencies.push(...got.map((at) => at - sentAt));
      await new Promise((r) => setTimeout(r, 300));
    }
    latencies.sort((a, b) => a - b);
    const rssAfter = rssMb(server.pid);
    return [
      {
        name: `${VIEWERS} viewers, ${MOVES} moves`,
        connectionsHeld: viewers.length,
        openSeconds: round(openSeconds),
        deliveries: latencies.length,
        missed,
        p50ms: percentile(latencies, 50),
        p99ms: percentile(latencies, 99),
        maxms: latencies.at(-1),
        rssBeforeMb: round(rssBefore),
        rssWithAudienceMb: round(rssWith),
        rssAfterMovesMb: round(rssAfter),
        kbPerConnection: round(((rssWith - rssBefore) * 1024) / viewers.length),
      },
    ];
  } finally {
    for (const request of viewers) request.destroy();
    await server.stop();
  }
}
