// The process: read the environment, open the database, migrate, seed an empty database,
// listen, and close gracefully on SIGINT/SIGTERM (STYLE §1).
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { countPresentations } from '../db/repositories/presentations.repository';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoContent } from './services/seed.service';

async function main() {
  const config = loadConfig();
  const handle = openDatabase(config.database);
  await migrateToLatest(handle);
  const app = await buildApp(config, handle);
  if (config.seedDemo && (await countPresentations(handle.db)) === 0) {
    const report = await seedDemoContent(handle, config.contentDir);
    app.log.info(report, 'seeded demo content into the empty database');
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
