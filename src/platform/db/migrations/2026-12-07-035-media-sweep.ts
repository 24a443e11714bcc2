// The sweep of a deck's unreferenced media (decision 099): `media_files.unreferenced_at` is when
// the sweep first found a file named nowhere (null: named, or not looked at yet), so it is deleted
// only after a grace period; `media_sweeps` is when the sweep last looked at a deck, so each pass
// takes the decks never looked at, then those looked at longest ago. It is a table of its own, not
// a column of media_files, so noting a look writes one small row instead of every file's row.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_files').addColumn('unreferenced_at', timestampType(db)).execute();
  await db.schema
    .createTable('media_sweeps')
    .addColumn('presentation_id', 'integer', (c) =>
      c.primaryKey().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('checked_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_sweeps_checked').on('media_sweeps').column('checked_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_sweeps').execute();
  await db.schema.alterTable('media_files').dropColumn('unreferenced_at').execute();
}
