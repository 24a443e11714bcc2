// HTTP throughput and latency of the main routes on a fresh demo database, and the anonymous view
// page at 50 connections next to a static string of the same byte size served by a bare Fastify
// server in the same run (DESIGN §8: the page should reach ≥ 30 % of that ceiling).
import { cannon, round } from './lib/load.mjs';
import { logIn } from './lib/login.mjs';
import { startServer } from './lib/server.mjs';
import { startStaticServer } from './lib/static-server.mjs';

export const title = 'HTTP routes (autocannon, 20 connections unless said)';

/** A page's text; retried, as a pooled keep-alive socket may have been closed under load. */
async function fetchText(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (await fetch(url)).text();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export async function run({ seconds = 5 } = {}) {
  const server = await startServer({
    env: { RATE_LIMIT_LIKES: '10000000', RATE_LIMIT_AUTH: '100000' },
  });
  let staticServer;
  try {
    const base = server.url;
    const session = await logIn(base);
    const home = await fetchText(base);
    const viewPath = home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//)[0];
    const oid = viewPath.split('/')[2];
    const scenarios = [
      { name: 'home page', path: '/' },
      { name: 'view page (anonymous)', path: viewPath },
      { name: 'player API', path: `/api/v4/presentation/${oid}/` },
      {
        name: 'like (PUT, signed in)',
        path: `/api/v4/presentation/${oid}/like/`,
        method: 'PUT',
        headers: {
          cookie: session.cookie,
          origin: base,
          'x-csrftoken': session.csrf,
          'content-type': 'application/json',
        },
      },
    ];
    // Warm the JIT and the rendered-page cache before measuring.
    await cannon('warm-up', { url: base + viewPath, duration: 2, connections: 10 });
    await cannon('warm-up', { url: base, duration: 1, connections: 10 });

    const rows = [];
    for (const scenario of scenarios) {
      rows.push(
        await cannon(scenario.name, {
          url: base + scenario.path,
          method: scenario.method ?? 'GET',
          headers: scenario.headers,
          duration: seconds,
        }),
      );
    }

    // The view page next to a static string of its exact byte size, both at 50 connections.
    const page = await fetchText(base + viewPath);
    staticServer = await startStaticServer(page);
    const staticProbe = await fetchText(staticServer.url);
    if (Buffer.byteLength(staticProbe) !== Buffer.byteLength(page)) throw new Error('static body differs');
    await cannon('warm-up', { url: staticServer.url, duration: 1, connections: 50 });
    const view50 = await cannon('view page (anonymous, 50 connections)', {
      url: base + viewPath,
      connections: 50,
      duration: seconds,
    });
    const static50 = await cannon(`static string, same size (50 connections)`, {
      url: staticServer.url,
      connections: 50,
      duration: seconds,
    });
    view50.bytes = Buffer.byteLength(page);
    static50.bytes = Buffer.byteLength(staticProbe);
    view50.percentOfStatic = round((100 * view50.requestsPerSecond) / static50.requestsPerSecond);
    rows.push(view50, static50);
    return rows;
  } finally {
    await staticServer?.stop();
    await server.stop();
  }
}
