// SQL for managing one presentation: its view links, its collaborators (with the names shown to
// the owner) and deleting it with everything that hangs off it.
import type { Db } from '../connection';

export interface CollaboratorRow {
  user_id: number;
  role: 'edit' | 'comment';
  username: string;
  first_name: string | null;
  last_name: string | null;
  public_display_name: string | null;
}

/** The presentation's collaborators, in the order they were added. */
export async function listCollaborators(db: Db, presentationId: number): Promise<CollaboratorRow[]> {
  return db
    .selectFrom('collaborators')
    .innerJoin('users', 'users.id', 'collaborators.user_id')
    .select([
      'collaborators.user_id',
      'collaborators.role',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.public_display_name',
    ])
    .where('collaborators.presentation_id', '=', presentationId)
    .orderBy('collaborators.created_at', 'asc')
    .orderBy('users.username', 'asc')
    .execute();
}

export async function insertCollaborator(
  db: Db,
  row: { presentation_id: number; user_id: number; role: 'edit' | 'comment'; created_at: string },
) {
  // Two owners' tabs adding the same person at once: the second insert is a no-op, not a 500.
  await db
    .insertInto('collaborators')
    .values(row)
    .onConflict((oc) => oc.columns(['presentation_id', 'user_id']).doNothing())
    .execute();
}

export async function updateCollaboratorRole(
  db: Db,
  presentationId: number,
  userId: number,
  role: 'edit' | 'comment',
) {
  await db
    .updateTable('collaborators')
    .set({ role })
    .where('presentation_id', '=', presentationId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteCollaborator(db: Db, presentationId: number, userId: number) {
  await db
    .deleteFrom('collaborators')
    .where('presentation_id', '=', presentationId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Deletes the presentation. Likes, views, links, collaborators, comments, versions, media and
 * reports go with it through their foreign keys; analytics events name it only by oid, so they
 * are removed here. The SQLite search table has no foreign key: the caller removes that row.
 */
export async function deletePresentationRow(db: Db, presentation: { id: number; oid: string }) {
  await db.deleteFrom('analytics_events').where('prezi_oid', '=', presentation.oid).execute();
  for (const rollup of ['analytics_daily', 'analytics_step_daily', 'analytics_step_times'] as const)
    await db.deleteFrom(rollup).where('prezi_oid', '=', presentation.oid).execute();
  await db.deleteFrom('presentations').where('id', '=', presentation.id).execute();
}
