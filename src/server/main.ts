// The process: read the environment, open the database, migrate, seed an empty database,
// listen, and close gracefully on SIGINT/SIGTERM (STYLE §1).
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { countPresentations } from '../db/repositories/presentations.repository';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type SeedReport, seedDemoContent } from './services/seed.service';

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

async function main() {
  const config = loadConfig();
  const handle = openDatabase(config.database);
  await migrateToLatest(handle);
  const app = await buildApp(config, handle);
  if (config.seedDemo && (await countPresentations(handle.db)) === 0) {
    const { generatedLogins, ...report } = await seedDemoContent(handle, config.contentDir, {
      passwords: config.demoPasswords,
    });
    app.log.info(report, 'seeded demo content into the empty database');
    printDemoLogins(generatedLogins);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
