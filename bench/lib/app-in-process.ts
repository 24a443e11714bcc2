// The app built from source in a process of its own, for a benchmark that must look inside the
// server (co-editing.mjs's idle rooms): run by `fork` with `--import tsx` (and `--expose-gc`), it
// listens on a free loopback port with a fresh SQLite database and the production environment
// lib/server.mjs gives, sends `{ url }` once listening, and answers each `measure` message with
// its heap after a garbage collection, its resident memory, and the live channel's open rooms and
// connections. `stop` closes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app/app';
import { loadConfig } from '../../src/platform/config';
import { openDatabase } from '../../src/platform/db/connection';
import { migrateToLatest } from '../../src/platform/db/migrate';

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(tmpdir(), 'podium-bench-inside-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  WEB_CONCURRENCY: '1',
});
const handle = openDatabase(config.database);
await migrateToLatest(handle);
const app = await buildApp(config, handle);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** Two collections: what the first finds unreachable may hold what only the second frees. */
const collect = () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  return gc !== undefined;
};

process.on('message', async (message: { kind: string }) => {
  if (message.kind === 'measure') {
    const collected = collect();
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({
      kind: 'measured',
      collected,
      heapMB: heapUsed / MB,
      rssMB: rss / MB,
      ...app.canvasLive.stats,
    });
  } else if (message.kind === 'stop') {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
});
process.send?.({ kind: 'ready', url: `http://127.0.0.1:${port}` });
