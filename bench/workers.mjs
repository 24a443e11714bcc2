// Every core: the anonymous view page, the like call (signed in) and
// telemetry with WEB_CONCURRENCY=1 and then 2 on the same machine, 20 connections each, and the
// ratio of the two. On this 2-core machine the load generator shares the cores with the workers, so
// the ratio is a floor of what two workers give when the load comes from elsewhere: the view page
// and the like call are measured again with Debian's wrk when it is installed, which needs a
// fraction of autocannon's CPU per request.
import { cannon, hasWrk, round, wrk } from './lib/load.mjs';
import { logIn } from './lib/login.mjs';
import { startServer } from './lib/server.mjs';
import { demoOids, envelope } from './telemetry.mjs';

export const title = 'One worker against two (WEB_CONCURRENCY), 20 connections';

async function measure(workers, seconds) {
  const server = await startServer({
    env: {
      WEB_CONCURRENCY: String(workers),
      RATE_LIMIT_LIKES: '10000000',
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_TELEMETRY: '10000000',
    },
  });
  try {
    const base = server.url;
    const session = await logIn(base);
    const home = await (await fetch(base)).text();
    const viewPath = home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//)[0];
    const oid = viewPath.split('/')[2];
    const oids = demoOids(server.databaseFile);
    const routes = [
      { name: 'view page (anonymous)', url: base + viewPath },
      {
        name: 'like (PUT, signed in)',
        url: `${base}/api/v4/presentation/${oid}/like/`,
        method: 'PUT',
        headers: { cookie: session.cookie, origin: base, 'x-csrftoken': session.csrf },
      },
      {
        name: 'telemetry (1 envelope)',
        url: base,
        requests: Array.from({ length: 50 }, (_, r) => ({
          method: 'POST',
          path: '/api/analytics/',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify([envelope(r, oids)]),
        })),
      },
    ];
    await cannon('warm-up', { url: base + viewPath, duration: 2, connections: 20 });
    const rows = [];
    for (const { name, ...options } of routes) {
      const row = await cannon(name, { ...options, connections: 20, duration: seconds });
      rows.push({ ...row, workers });
    }
    // The same calls from wrk, which leaves the workers more of the two cores.
    if (hasWrk())
      for (const { name, url, method, headers } of routes.slice(0, 2))
        rows.push({ ...(await wrk(`${name} (wrk)`, { url, method, headers, duration: seconds })), workers });
    return rows;
  } finally {
    await server.stop();
  }
}

export async function run({ seconds = 5 } = {}) {
  const one = await measure(1, seconds);
  const two = await measure(2, seconds);
  return one.flatMap((single, i) => {
    const double = two[i];
    return [
      { ...single, name: `${single.name}, 1 worker` },
      {
        ...double,
        name: `${double.name}, 2 workers`,
        timesOneWorker: round(double.requestsPerSecond / single.requestsPerSecond, 2),
      },
    ];
  });
}
