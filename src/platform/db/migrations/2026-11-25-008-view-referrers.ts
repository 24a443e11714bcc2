// Where a view came from: the site that embedded the presentation, or the page
// that linked to it, as an origin ("https://blog.example"); null for a direct visit or our own site.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('views').addColumn('referrer', 'varchar(200)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('views').dropColumn('referrer').execute();
}
