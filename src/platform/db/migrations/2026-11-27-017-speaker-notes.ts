// Speaker notes and the presenter view. Notes need no column: they live in
// the author's source (presentations.source, presentation_versions.source), which only the owner and
// editors read. What does change is the address space: /p/{oid}/present/ is now the presenter view,
// so a talk whose stored slug is "present" (its view page would be shadowed) gets "present-talk",
// as slugify now gives (any other slug in a view page's address redirects to the stored one).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('presentations').set({ slug: 'present-talk' }).where('slug', '=', 'present').execute();
}

export async function down(_db: Kysely<any>): Promise<void> {
  // The old slug cannot come back without colliding again; nothing to undo.
}
