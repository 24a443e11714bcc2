// Runs the migrations at start and from the CLI. Same files on both dialects.
import { type Kysely, type MigrationResultSet, Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './connection';
import { migrations } from './migrations';
import type { Database } from './schema';

export async function migrateToLatest({ db, schema, dialect }: DatabaseHandle): Promise<MigrationResultSet> {
  if (dialect === 'sqlite') return migrateOn(db, schema);
  // On one connection without the serving statement timeout: a migration of a big table may run long.
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    return migrateOn(connection, schema);
  });
}

async function migrateOn(db: Kysely<Database>, schema: string | undefined): Promise<MigrationResultSet> {
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
