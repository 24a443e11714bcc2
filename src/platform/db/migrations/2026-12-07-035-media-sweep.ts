// The sweep of a deck's unreferenced media (decision 099): `unreferenced_at` is when the sweep
// first found a file named nowhere (null: named, or not looked at yet), so it is deleted only after
// a grace period; `checked_at` is when the sweep last looked at the file's deck (null: never), so
// each run takes the decks looked at longest ago.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_files').addColumn('unreferenced_at', timestampType(db)).execute();
  await db.schema.alterTable('media_files').addColumn('checked_at', timestampType(db)).execute();
  await db.schema
    .createIndex('media_files_checked')
    .on('media_files')
    .columns(['checked_at', 'presentation_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_files_checked').execute();
  await db.schema.alterTable('media_files').dropColumn('checked_at').execute();
  await db.schema.alterTable('media_files').dropColumn('unreferenced_at').execute();
}
