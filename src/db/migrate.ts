// Runs the migrations at start and from the CLI. Same files on both dialects.
import { type MigrationResultSet, Migrator } from 'kysely';
import type { DatabaseHandle } from './connection';
import { migrations } from './migrations';

export async function migrateToLatest({ db, schema }: DatabaseHandle): Promise<MigrationResultSet> {
  // Naming the schema keeps Kysely from finding another schema's migration tables (PostgreSQL).
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
