// The process: read the environment (and .env when present), open the database, migrate, seed an
// empty database, listen, and on SIGINT/SIGTERM drain and exit within SHUTDOWN_MS (STYLE §1).
import { existsSync } from 'node:fs';
import type { DatabaseHandle } from '../db/connection';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { countPresentations } from '../db/repositories/presentations.repository';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type SeedReport, seedDemoContent } from './services/seed.service';
import { databaseProblem, describeDatabase } from './startup-errors';

/** In-flight requests get this long to finish after SIGTERM; then the process exits regardless. */
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

async function openAndMigrate(config: ReturnType<typeof loadConfig>): Promise<DatabaseHandle> {
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
  const handle = await openAndMigrate(config);
  const app = await buildApp(config, handle);
  if (config.seedDemo && (await countPresentations(handle.db)) === 0) {
    const { generatedLogins, ...report } = await seedDemoContent(handle, config.contentDir, {
      passwords: config.demoPasswords,
    });
    app.log.info(report, 'seeded demo content into the empty database');
    printDemoLogins(generatedLogins);
  }
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return; // a second signal (a terminal sends SIGINT to npm and us both) changes nothing
      closing = true;
      app.log.info(`${signal}: draining`);
      app.draining = true; // /readyz answers 503 from now on
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
