// SQL for a presentation's collaborators as its owner manages them on the settings page: the list
// with the names shown to the owner, adding one, changing a role, removing one. What a role grants
// is read by repository.ts (findCollaboratorRole, findAccessRole).
import type { CollaboratorRole } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';

export interface CollaboratorRow {
  user_id: number;
  role: CollaboratorRole;
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
  row: { presentation_id: number; user_id: number; role: CollaboratorRole; created_at: string },
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
  role: CollaboratorRole,
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
