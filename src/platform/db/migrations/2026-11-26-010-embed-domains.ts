// Where a presentation may be embedded: a JSON list of sites, or null for anywhere.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('presentations').addColumn('embed_domains', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('presentations').dropColumn('embed_domains').execute();
}
