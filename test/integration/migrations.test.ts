// Upgrades, on every dialect: a database left at any earlier schema version
// migrates to the latest one, and ends with exactly the tables and columns of a new database.
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/platform/db/connection';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { migrations } from '../../src/platform/db/migrations';
import { DIALECTS, openTestDatabase } from '../helpers/test-app';

const NAMES = Object.keys(migrations);

/** Every table (the migration bookkeeping aside) with its columns' names, types and nullability. */
async function schemaOf({ db }: DatabaseHandle) {
  const tables = await db.introspection.getTables();
  return tables
    .filter((t) => !t.name.startsWith('kysely_') && !t.name.startsWith('presentations_fts_'))
    .map((t) => ({
      table: t.name,
      columns: t.columns.map((c) => `${c.name} ${c.dataType}${c.isNullable ? ' null' : ''}`).sort(),
    }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

describe.each(DIALECTS)('%s: migrations', (dialect) => {
  it.each(NAMES.slice(0, -1))(
    'upgrades a database left at %s to the latest schema',
    async (name) => {
      const fresh = await openTestDatabase(dialect);
      const old = await openTestDatabase(dialect, { migrate: false });
      try {
        const migrator = new Migrator({
          db: old.handle.db,
          provider: { getMigrations: async () => migrations },
          ...(old.handle.schema && dialect === 'postgres' ? { migrationTableSchema: old.handle.schema } : {}),
        });
        const partial = await migrator.migrateTo(name);
        expect(partial.error).toBeUndefined();
        const applied = await migrateToLatest(old.handle);
        expect(applied.results?.map((r) => [r.migrationName, r.status])).toEqual(
          NAMES.slice(NAMES.indexOf(name) + 1).map((n) => [n, 'Success']),
        );
        const latest = await schemaOf(fresh.handle);
        expect(latest.map((t) => t.table)).toEqual(
          expect.arrayContaining(['presentations', 'users', 'login_failures']),
        );
        expect(await schemaOf(old.handle)).toEqual(latest);
      } finally {
        await old.handle.db.destroy();
        await fresh.handle.db.destroy();
        await old.drop();
        await fresh.drop();
      }
    },
    60_000,
  );
});
