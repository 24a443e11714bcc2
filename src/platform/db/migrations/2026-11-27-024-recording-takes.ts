// Re-recording from a step: a recording is an ordered list of TAKES, each its own
// uploaded file with its own timeline, edits and captions (WebM files cannot be joined without
// re-encoding). The first take stays in the `recordings` row, so every recording made before keeps
// working unchanged; `recording_takes` holds the takes after it, numbered from 1.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recording_takes')
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('recordings.presentation_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('video_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('timeline', 'text', (c) => c.notNull())
    .addColumn('edits', 'text', (c) => c.notNull())
    .addColumn('captions', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('recording_takes_pk', ['presentation_id', 'position'])
    .execute();
  await db.schema.createIndex('recording_takes_video').on('recording_takes').column('video_sha256').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recording_takes').execute();
}
