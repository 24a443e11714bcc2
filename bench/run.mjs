#!/usr/bin/env node
// HTTP benchmarks of the production build on a fresh demo database (SQLite by default;
// DATABASE_URL=postgres://… to measure PostgreSQL). Prints requests/s and latency percentiles
// per route and checks them against bench/budgets.json. Usage: npm run bench [-- --seconds 10]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 8;
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));

if (!existsSync('dist/server/main.js')) spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-bench-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LIKES: '10000000',
    RATE_LIMIT_AUTH: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/favicon.svg`)).ok) break;
  } catch {}
  if (i > 600 || server.exitCode !== null) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

// A signed-in session for the like call.
const jar = new Map();
const remember = (response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
};
const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
remember(await fetch(`${base}/login/`));
remember(
  await fetch(`${base}/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: cookieHeader() },
    body: new URLSearchParams({
      csrfmiddlewaretoken: jar.get('csrftoken'),
      login: 'demo',
      password: 'podium-demo',
      next: '/',
    }),
  }),
);
const home = await (await fetch(base)).text();
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
      cookie: cookieHeader(),
      origin: base,
      'x-csrftoken': jar.get('csrftoken'),
      'content-type': 'application/json',
    },
  },
];

const results = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    url: base + scenario.path,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    connections: 20,
    duration: seconds,
  });
  const row = {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  results.push(row);
  const budget = budgets[scenario.name];
  row.withinBudget =
    !budget ||
    (row.requestsPerSecond >= budget.minRequestsPerSecond &&
      row.p99ms <= budget.maxP99ms &&
      row.non2xx === 0);
}
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

console.table(results);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  `${JSON.stringify({ at: new Date().toISOString(), seconds, results }, null, 2)}\n`,
);
const failed = results.filter((r) => !r.withinBudget);
if (failed.length > 0) {
  console.error(`Over budget: ${failed.map((r) => r.name).join(', ')} (bench/budgets.json)`);
  process.exit(1);
}
