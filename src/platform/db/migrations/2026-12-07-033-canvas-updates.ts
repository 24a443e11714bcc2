// A canvas deck's live edits (decision 097): each batch of changes the live channel receives is
// appended here, as one Yjs update, before the editors are told it is saved; compaction later
// merges the rows of a generation into canvas_states (and the presentation's document) and deletes
// them. `generation` is the state's generation the update was made in: rows of an ended one are
// never merged. `user_id` is who made the last change of the batch, the author of the version
// compaction may keep.
import type { Kysely } from 'kysely';
import { binaryType, idColumn, timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const [idType, idBuilder] = idColumn(db);
  await db.schema
    .createTable('canvas_updates')
    .addColumn('id', idType, idBuilder)
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('generation', 'varchar(64)', (c) => c.notNull())
    .addColumn('update', binaryType(db), (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('canvas_updates_deck')
    .on('canvas_updates')
    .columns(['presentation_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('canvas_updates').execute();
}
