// The cover frame of a recording with several takes (issue #18): the editor may pick it in any
// take, so the recording names the take (0, the first, for every recording made before) beside the
// moment of that take's file.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('recordings')
    .addColumn('cover_take', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recordings').dropColumn('cover_take').execute();
}
