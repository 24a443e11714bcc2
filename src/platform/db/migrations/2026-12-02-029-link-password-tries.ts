// Tries at a share link's password, counted per link in the database so every app server sees the
// same count: one row per link (gone with the link), holding the tries of its current window.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('link_password_tries')
    .addColumn('link_id', 'varchar(64)', (c) =>
      c.primaryKey().references('view_links.link_id').onDelete('cascade'),
    )
    .addColumn('tries', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', timestampType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_password_tries').execute();
}
