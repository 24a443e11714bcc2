// Share links that ask for an e-mail address before viewing: the rule on the
// link, and who gave which address, when first and last, and how many views followed.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .alterTable('view_links')
    .addColumn('require_email', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('link_visitors')
    .addColumn('link_id', 'varchar(64)', (c) =>
      c.notNull().references('view_links.link_id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('first_seen_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('link_visitors_pk', ['link_id', 'email'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_visitors').execute();
  await db.schema.alterTable('view_links').dropColumn('require_email').execute();
}
