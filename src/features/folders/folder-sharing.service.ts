// Sharing a folder: with a person by their username (never an e-mail address,
// which would tell the caller whose address it is), to edit or to comment. Every presentation in
// the folder and its subfolders inherits the role as far as the person who shared it (or last
// changed the role) may grant on it (access.repository.ts findAccessRole, permissions folderGrant).

import type { CollaboratorRole } from '../../kernel/access/permissions';
import { TEAM_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { displayName, findUserByUsername } from '../accounts';
import type { FolderCollaboratorData } from './contracts';
import type { FolderRow } from './repository';
import {
  countFolderCollaborators,
  deleteFolderCollaborator,
  findFolderCollaboratorRole,
  insertFolderCollaborator,
  listFolderCollaborators,
  updateFolderCollaboratorRole,
} from './sharing.repository';

type Person = Parameters<typeof displayName>[0];
const present = (user: Person, role: CollaboratorRole): FolderCollaboratorData => ({
  username: user.username,
  displayName: displayName(user),
  role,
});

export async function folderCollaboratorsOf(db: Db, folder: FolderRow): Promise<FolderCollaboratorData[]> {
  return (await listFolderCollaborators(db, folder.id)).map((row) => present(row, row.role));
}

export async function shareFolder(
  db: Db,
  folder: FolderRow,
  sharer: { id: number },
  login: string,
  role: CollaboratorRole,
  now = new Date(),
): Promise<FolderCollaboratorData> {
  if (login.includes('@'))
    throw badRequest('Share folders by username, not by e-mail address.', 'username_required');
  const user = login.trim() === '' ? undefined : await findUserByUsername(db, login.trim());
  if (!user) throw badRequest('No account has that username.', 'unknown_user');
  if (folder.team_id === null && user.id === folder.owner_id)
    throw badRequest(
      'This is their own folder: they already have every right on it.',
      'owner_not_collaborator',
    );
  if (await findFolderCollaboratorRole(db, folder.id, user.id))
    throw conflict(
      `${user.username} already has this folder; change their role instead.`,
      'already_collaborator',
    );
  if ((await countFolderCollaborators(db, folder.id)) >= TEAM_LIMITS.folderCollaborators)
    throw conflict(
      `A folder is shared with at most ${TEAM_LIMITS.folderCollaborators} people.`,
      'too_many_collaborators',
    );
  await insertFolderCollaborator(db, {
    folder_id: folder.id,
    user_id: user.id,
    role,
    created_at: now.toISOString(),
    granted_by: sharer.id,
  });
  return present(user, role);
}

async function collaboratorByUsername(db: Db, folder: FolderRow, username: string) {
  const user = await findUserByUsername(db, username);
  const role = user ? await findFolderCollaboratorRole(db, folder.id, user.id) : undefined;
  if (!user || !role) throw notFound(`${username} does not have this folder.`);
  return user;
}

export async function changeFolderCollaborator(
  db: Db,
  folder: FolderRow,
  changer: { id: number },
  username: string,
  role: CollaboratorRole,
): Promise<FolderCollaboratorData> {
  const user = await collaboratorByUsername(db, folder, username);
  await updateFolderCollaboratorRole(db, folder.id, user.id, role, changer.id);
  return present(user, role);
}

export async function unshareFolder(db: Db, folder: FolderRow, username: string): Promise<void> {
  const user = await collaboratorByUsername(db, folder, username);
  await deleteFolderCollaborator(db, folder.id, user.id);
}
