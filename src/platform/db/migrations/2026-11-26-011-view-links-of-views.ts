// Which share link a view came through: per-link views and visitors for the
// owner's statistics; null for a view by the presentation's own address.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('views').addColumn('view_link_id', 'varchar(64)').execute();
  await db.schema
    .createIndex('views_by_link')
    .on('views')
    .columns(['presentation_id', 'view_link_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('views_by_link').execute();
  await db.schema.alterTable('views').dropColumn('view_link_id').execute();
}
