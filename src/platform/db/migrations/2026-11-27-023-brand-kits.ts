// Brand kits: one per team or per person. The draft columns are what the kit's
// page edits; publishing copies them into published_style and published_logo_key, which are all a
// deck, a view page or an embed ever reads, so a draft (or an unpublished kit) changes nothing.
// Logos are kept by content hash in brand_logos (never rewritten, so a published kit's logo stays
// while a new draft logo is tried). A presentation's owner chooses whether its pages show the logo.
import type { Kysely } from 'kysely';
import { binaryType, idColumn, timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const [idType, idBuilder] = idColumn(db);
  await db.schema
    .createTable('brand_logos')
    .addColumn('key', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brand_kits')
    .addColumn('id', idType, idBuilder)
    .addColumn('team_id', 'integer', (c) => c.unique().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('cascade'))
    .addColumn('primary_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('accent_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('background_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('text_color', 'varchar(7)', (c) => c.notNull())
    .addColumn('heading_font', 'varchar(32)', (c) => c.notNull())
    .addColumn('body_font', 'varchar(32)', (c) => c.notNull())
    .addColumn('logo_key', 'varchar(80)', (c) => c.references('brand_logos.key'))
    .addColumn('published_style', 'text')
    .addColumn('published_logo_key', 'varchar(80)', (c) => c.references('brand_logos.key'))
    .addColumn('published_at', ts)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('presentations')
    .addColumn('show_brand_logo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('presentations').dropColumn('show_brand_logo').execute();
  await db.schema.dropTable('brand_kits').execute();
  await db.schema.dropTable('brand_logos').execute();
}
