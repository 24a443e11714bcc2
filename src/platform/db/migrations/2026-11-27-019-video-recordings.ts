// Recorded video presentations. `video_uploads`: a resumable upload, its declared size,
// type and length, the bytes received so far and its state; once complete, the sha256 of the file
// kept under DATA_DIR/videos/ and the length read from it. `recordings`: what a video presentation
// made from an upload adds to its presentation row (whose document is the deck's snapshot): the
// video file, its length, the timeline of deck steps, the edit decision list, the captions (WebVTT
// in the video's own time) and the cover frame. The files live on disk, named by their sha256.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('video_uploads')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mime_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('declared_ms', 'integer', (c) => c.notNull())
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('uploading'))
    .addColumn('reason', 'text')
    .addColumn('sha256', 'varchar(64)')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('video_uploads_user')
    .on('video_uploads')
    .columns(['user_id', 'state'])
    .execute();
  await db.schema.createIndex('video_uploads_created').on('video_uploads').column('created_at').execute();

  await db.schema
    .createTable('recordings')
    .addColumn('presentation_id', 'integer', (c) =>
      c.primaryKey().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('video_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    // The deck recorded over, while it exists (its document is copied into the presentation).
    .addColumn('deck_id', 'integer', (c) => c.references('presentations.id').onDelete('set null'))
    .addColumn('timeline', 'text', (c) => c.notNull())
    .addColumn('edits', 'text', (c) => c.notNull())
    .addColumn('captions', 'text', (c) => c.notNull())
    .addColumn('cover_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recordings_video').on('recordings').column('video_sha256').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recordings').execute();
  await db.schema.dropTable('video_uploads').execute();
}
