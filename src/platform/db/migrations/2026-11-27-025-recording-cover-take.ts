// The cover frame of a recording: the editor may pick it in any take, so the recording
// names the take (0, the first, for every recording made before) beside the moment of that take's
// file; and the picture of that frame the owner's browser drew (a media_files key, null until one
// is sent), which listings and link previews show instead of the deck's drawn thumbnail.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('recordings')
    .addColumn('cover_take', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('recordings').addColumn('cover_image', 'varchar(80)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recordings').dropColumn('cover_image').execute();
  await db.schema.alterTable('recordings').dropColumn('cover_take').execute();
}
