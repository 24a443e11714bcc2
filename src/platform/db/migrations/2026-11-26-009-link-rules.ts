// Per-recipient share links: a view link gets a name (who it is for), an
// optional password (its hash) and an optional expiry, after which it answers 410.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  // SQLite adds one column per statement.
  await db.schema.alterTable('view_links').addColumn('name', 'varchar(100)').execute();
  await db.schema.alterTable('view_links').addColumn('password_hash', 'varchar(255)').execute();
  await db.schema.alterTable('view_links').addColumn('expires_at', ts).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['expires_at', 'password_hash', 'name']) {
    await db.schema.alterTable('view_links').dropColumn(column).execute();
  }
}
