// Failed log-ins, counted in the database so every app server sees the same
// numbers: one row per account and one per account and address, each with its back-off.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', ts, (c) => c.notNull())
    .addColumn('blocked_until', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_last_failed')
    .on('login_failures')
    .column('last_failed_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
