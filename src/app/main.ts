// The process: read the environment (and .env when present), open the database, migrate, seed an
// empty database, listen, and on SIGINT/SIGTERM drain and exit within SHUTDOWN_MS.
// With WEB_CONCURRENCY above 1 this process becomes the cluster's primary once the database is
// ready (cluster.ts), and each worker it forks runs serve() on the shared port.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { type Logger, pino } from 'pino';
import { countPresentations } from '../features/decks';
import { type Config, ConfigError, loadConfig } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/connection';
import { openDatabase } from '../platform/db/connection';
import { migrateToLatest } from '../platform/db/migrate';
import { databaseProblem, describeDatabase } from '../platform/startup-errors';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { type SeedReport, seedDemoContent } from './seed';

/** In-flight requests get this long to finish after SIGTERM; then their connections are cut. */
const DRAIN_MS = 8_000;
/** The process exits by then, whatever happens. */
const SHUTDOWN_MS = 10_000;

/** A failure to start that one line explains (no stack trace). */
class StartupError extends Error {}

/** Shown once, on the console only (never the JSON log): the database keeps only their hashes. */
function printDemoLogins(logins: SeedReport['generatedLogins']) {
  if (logins.length === 0) return;
  const lines = logins.map(
    (l) => `  ${l.isStaff ? 'staff' : 'demo '}  ${l.username.padEnd(8)} ${l.password}`,
  );
  console.log(
    `\nDemo log-ins (shown this once; only their hashes are stored):\n${lines.join('\n')}\n` +
      'Change them under Settings, or set DEMO_PASSWORD / DEMO_STAFF_PASSWORD before seeding.\n',
  );
}

async function openAndMigrate(config: Config): Promise<DatabaseHandle> {
  try {
    const handle = openDatabase(config.database);
    await migrateToLatest(handle);
    return handle;
  } catch (error) {
    const message = (error as Error)?.message ?? String(error);
    throw new StartupError(
      databaseProblem(error, config.database) ??
        `The database could not be opened or migrated (${describeDatabase(config.database)}): ${message}`,
    );
  }
}

async function main() {
  // Node's own loader: .env in the working directory, when there is one (the environment wins).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, openDatabase(config.database));
  const log = pino({ level: config.logLevel });
  const handle = await openAndMigrate(config);
  await seedWhenEmpty(config, handle, log);
  if (config.webConcurrency === 1) return serve(config, handle);
  // The primary only forks and watches: workers open the database themselves.
  await handle.db.destroy();
  runPrimary(config.webConcurrency, log);
}

async function seedWhenEmpty(config: Config, handle: DatabaseHandle, log: Logger) {
  if (!config.seedDemo || (await countPresentations(handle.db)) > 0) return;
  const { generatedLogins, ...report } = await seedDemoContent(handle, config.contentDir, {
    passwords: config.demoPasswords,
  });
  log.info(report, 'seeded demo content into the empty database');
  printDemoLogins(generatedLogins);
}

/** One server process: listens (on the port the workers share, in a cluster) and drains on a signal. */
async function serve(config: Config, handle: DatabaseHandle) {
  const app = await buildApp(config, handle);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return; // a second signal (a terminal sends SIGINT to npm and us both) changes nothing
      closing = true;
      app.log.info(`${signal}: draining`);
      app.draining = true; // /readyz answers 503 from now on
      // A slow upload or a client that never finishes its headers does not hold the exit up.
      setTimeout(() => {
        app.log.warn(`requests still open after ${DRAIN_MS / 1000} s: closing their connections`);
        app.server.closeAllConnections();
      }, DRAIN_MS).unref();
      setTimeout(() => {
        app.log.error(`still closing after ${SHUTDOWN_MS / 1000} s: exiting`);
        process.exit(1);
      }, SHUTDOWN_MS).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StartupError;
  console.error(known ? error.message : error);
  process.exit(1);
});
