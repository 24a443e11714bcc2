// Videos uploaded into a canvas deck from the editor: the deck holds a stored video file (the same
// content-addressed file store as recordings, videos/{sha256}.{ext}) with its size, which counts
// against the deck owner's (or team's) video quota like a recording's takes. One row per deck and
// file: a deck that holds the same video twice stores it once; a copy of the deck gets its own rows.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deck_videos')
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('video_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('deck_videos_pk', ['presentation_id', 'video_sha256'])
    .execute();
  await db.schema.createIndex('deck_videos_video').on('deck_videos').column('video_sha256').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deck_videos').execute();
}
