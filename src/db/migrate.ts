// Runs the migrations at start and from the CLI. Same files on both dialects.
import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations';

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
