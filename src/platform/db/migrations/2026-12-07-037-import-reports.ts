// Import reports: what an import of another program's file (a .pptx) kept, approximated and
// dropped, per slide, stored as JSON text so the owner can read it again after the upload. One row
// per imported presentation, gone with it.
import type { Kysely } from 'kysely';
import { timestampType } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_reports')
    .addColumn('presentation_id', 'integer', (c) =>
      c.primaryKey().references('presentations.id').onDelete('cascade'),
    )
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_reports').execute();
}
