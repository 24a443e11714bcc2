// Starts the production build (dist/server/main.js) on a free loopback port with its own DATA_DIR
// (a temp directory unless one is given), like test/e2e/server.ts does for the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OUTPUTS = ['dist/server/main.js', 'dist/client/.vite/manifest.json'];
const INPUTS = ['src', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Builds (as `npm start` does) when the build is missing or older than the sources. */
export function ensureBuilt() {
  const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (builtAt > 0 && Math.max(...INPUTS.map(newestMtime)) <= builtAt) return;
  console.log('Building Podium (client bundles and server bundle)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ env?: Record<string, string>, dataDir?: string, keepData?: boolean }} options
 *   env: extra environment (e.g. SEED_DEMO, RATE_LIMIT_*); dataDir: reuse a directory (its
 *   database survives stop() when keepData is set).
 * @returns {Promise<{ url: string, databaseFile: string, dataDir: string, stop: () => Promise<void> }>}
 */
/** The seeded demo log-in's password (otherwise generated at seeding and printed once). */
export const DEMO_PASSWORD = 'demo-password-for-bench';

export async function startServer({ env = {}, dataDir, keepData = false } = {}) {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'podium-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD,
      DEMO_STAFF_PASSWORD: `${DEMO_PASSWORD}-staff`,
      // One process unless a benchmark asks for more (workers.mjs compares one with two), so the
      // figures stay comparable from run to run and with earlier ones.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/favicon.svg`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** The server's process id (the primary's, with several workers). */
    pid: child.pid,
    databaseFile: path.join(dir, 'podium.db'),
    dataDir: dir,
    // A graceful close waits for idle keep-alive sockets (the server advertises 72 s) that it does
    // not always close itself after a load test; after 5 s the process is killed.
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}
