// SQL for sharing folders: who a folder is shared with and how, and the folders shared
// with someone. What the sharing grants is kernel/access/permissions.ts's.

import type { CollaboratorRole } from '../../kernel/access/permissions';
import { TEAM_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';

export async function listFolderCollaborators(db: Db, folderId: number) {
  return db
    .selectFrom('folder_collaborators')
    .innerJoin('users', 'users.id', 'folder_collaborators.user_id')
    .selectAll('users')
    .select(['folder_collaborators.role', 'folder_collaborators.user_id'])
    .where('folder_collaborators.folder_id', '=', folderId)
    .orderBy('folder_collaborators.created_at')
    .orderBy('users.id')
    .limit(TEAM_LIMITS.folderCollaborators)
    .execute();
}

export async function countFolderCollaborators(db: Db, folderId: number): Promise<number> {
  const row = await db
    .selectFrom('folder_collaborators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('folder_id', '=', folderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findFolderCollaboratorRole(
  db: Db,
  folderId: number,
  userId: number,
): Promise<CollaboratorRole | undefined> {
  const row = await db
    .selectFrom('folder_collaborators')
    .select('role')
    .where('folder_id', '=', folderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

export async function insertFolderCollaborator(
  db: Db,
  values: {
    folder_id: number;
    user_id: number;
    role: CollaboratorRole;
    created_at: string;
    granted_by: number;
  },
): Promise<void> {
  await db.insertInto('folder_collaborators').values(values).execute();
}

export async function updateFolderCollaboratorRole(
  db: Db,
  folderId: number,
  userId: number,
  role: CollaboratorRole,
  grantedBy: number,
): Promise<void> {
  await db
    .updateTable('folder_collaborators')
    .set({ role, granted_by: grantedBy })
    .where('folder_id', '=', folderId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteFolderCollaborator(db: Db, folderId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('folder_collaborators')
    .where('folder_id', '=', folderId)
    .where('user_id', '=', userId)
    .execute();
}

/** The roles someone was given directly on any of these folders, by folder id. */
export async function directFolderRoles(
  db: Db,
  userId: number,
  folderIds: number[],
): Promise<Map<number, CollaboratorRole>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('folder_collaborators')
    .select(['folder_id', 'role'])
    .where('user_id', '=', userId)
    .where('folder_id', 'in', folderIds)
    .execute();
  return new Map(rows.map((row) => [row.folder_id, row.role]));
}

/** Folders shared with someone directly, with who made them, by name. */
export async function listFoldersSharedWith(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('folder_collaborators')
    .innerJoin('folders', 'folders.id', 'folder_collaborators.folder_id')
    .innerJoin('users', 'users.id', 'folders.owner_id')
    .selectAll('folders')
    .select([
      'folder_collaborators.role',
      'users.username as owner_username',
      'users.first_name as owner_first_name',
      'users.last_name as owner_last_name',
      'users.public_display_name as owner_public_display_name',
    ])
    .where('folder_collaborators.user_id', '=', userId)
    .orderBy('folders.name')
    .orderBy('folders.id')
    .limit(limit)
    .execute();
}
