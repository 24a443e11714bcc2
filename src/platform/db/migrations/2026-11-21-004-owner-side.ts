// The owner side: an editable source kept with each presentation, previous versions
// that can be restored, comments on a step, and uploaded media (PDF pages) stored in the database
// so app servers stay stateless (DESIGN §7). Media keys are content hashes: /media/u/{key}.
import type { Kysely } from 'kysely';
import { binaryType, idColumn, timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);

  // What the author wrote (Markdown or JSON); null for documents that never had one (PDF decks).
  await db.schema.alterTable('presentations').addColumn('source', 'text').execute();
  await db.schema.alterTable('presentations').addColumn('source_format', 'varchar(10)').execute();

  const [versionId, versionIdBuilder] = idColumn(db);
  await db.schema
    .createTable('presentation_versions')
    .addColumn('id', versionId, versionIdBuilder)
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('source_format', 'varchar(10)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('presentation_versions_presentation')
    .on('presentation_versions')
    .columns(['presentation_id', 'created_at'])
    .execute();

  const [commentId, commentIdBuilder] = idColumn(db);
  await db.schema
    .createTable('comments')
    .addColumn('id', commentId, commentIdBuilder)
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_presentation')
    .on('comments')
    .columns(['presentation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('media_files')
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('key', 'varchar(80)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    // A copy of a presentation holds its own rows for the same content, so deleting one keeps the other's.
    .addPrimaryKeyConstraint('media_files_pk', ['presentation_id', 'key'])
    .execute();
  await db.schema.createIndex('media_files_key').on('media_files').column('key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_files').ifExists().execute();
  await db.schema.dropTable('comments').ifExists().execute();
  await db.schema.dropTable('presentation_versions').ifExists().execute();
  await db.schema.alterTable('presentations').dropColumn('source_format').execute();
  await db.schema.alterTable('presentations').dropColumn('source').execute();
}
