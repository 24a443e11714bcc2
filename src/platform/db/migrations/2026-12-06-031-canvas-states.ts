// A canvas deck's editing state (decision 093): the merged Yjs state its editors autosave into, one
// row per deck. `generation` names one unbroken history of that state: when the document is
// replaced from outside the canvas the row goes, and an editor still on the old generation is
// told to reload. `document_at` is the presentation's updated_at the state was last derived at,
// kept as the exact text read, so a change made elsewhere is noticed by comparing two strings.
import type { Kysely } from 'kysely';
import { binaryType, timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('canvas_states')
    .addColumn('presentation_id', 'integer', (c) =>
      c.primaryKey().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('generation', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', binaryType(db), (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('document_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', timestampType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('canvas_states').execute();
}
