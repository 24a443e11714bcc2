// Share links that verify the visitor's address by a 6-digit code sent to it, and that open only
// for addresses at some domains. A pending code is kept as an HMAC, one row per
// link and address, and deleted once used or long expired.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  // SQLite adds one column per statement.
  await db.schema
    .alterTable('view_links')
    .addColumn('verify_email', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A JSON array of lower-cased domains, or null for any.
  await db.schema.alterTable('view_links').addColumn('allowed_domains', 'text').execute();
  await db.schema
    .createTable('link_email_codes')
    .addColumn('link_id', 'varchar(64)', (c) =>
      c.notNull().references('view_links.link_id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('link_email_codes_pk', ['link_id', 'email'])
    .execute();
  await db.schema
    .createIndex('link_email_codes_expires_idx')
    .on('link_email_codes')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_email_codes').execute();
  await db.schema.alterTable('view_links').dropColumn('allowed_domains').execute();
  await db.schema.alterTable('view_links').dropColumn('verify_email').execute();
}
