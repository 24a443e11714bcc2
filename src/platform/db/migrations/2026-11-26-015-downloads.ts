// Downloads: whether a presentation may be downloaded, each share link's own
// rule (null: as the presentation says, 1: allowed, 0: forbidden), the uploaded PDF of a PDF deck
// (stored once per content hash, apart from the public media), and downloads counted per day.
import type { Kysely } from 'kysely';
import { binaryType, timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .alterTable('presentations')
    .addColumn('allow_downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('presentations').addColumn('original_pdf', 'varchar(64)').execute();
  await db.schema.alterTable('view_links').addColumn('download', 'integer').execute();
  await db.schema
    .createTable('original_pdfs')
    .addColumn('sha256', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('download_counts')
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    // '' for the presentation's own address; a share link's id otherwise.
    .addColumn('link_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('format', 'varchar(16)', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('download_counts_pk', ['presentation_id', 'day', 'link_id', 'format'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('download_counts').execute();
  await db.schema.dropTable('original_pdfs').execute();
  await db.schema.alterTable('view_links').dropColumn('download').execute();
  await db.schema.alterTable('presentations').dropColumn('original_pdf').execute();
  await db.schema.alterTable('presentations').dropColumn('allow_downloads').execute();
}
