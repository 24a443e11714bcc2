// The plain text a search result's highlighted excerpt is cut from. SQLite's FTS5 table already
// holds it; PostgreSQL's tsvector does not, so ts_headline needs this column.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('presentations')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('presentations').dropColumn('search_text').execute();
}
