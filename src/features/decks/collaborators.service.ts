// A presentation's collaborators as its owner manages them: add an existing person by username as
// editor or commenter, change their role, remove them. Who may do it is decided by the caller
// (settings.service.ts#loadManageable).
import type { Db } from '../../platform/db/connection';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import {
  deleteCollaborator,
  findCollaboratorRole,
  insertCollaborator,
  listCollaborators,
  updateCollaboratorRole,
} from '../access';
import { findUserByUsername } from '../accounts';
import type { CollaboratorData } from './settings.contracts';
import { presentCollaborator } from './settings.presenter';

export async function collaboratorsOf(db: Db, p: Presentation): Promise<CollaboratorData[]> {
  return (await listCollaborators(db, p.id)).map(presentCollaborator);
}

export async function addCollaborator(
  db: Db,
  p: Presentation,
  login: string,
  role: 'edit' | 'comment',
  now = new Date(),
): Promise<CollaboratorData> {
  // By username only: matching an email address would tell the caller whose address it is.
  if (login.includes('@'))
    throw badRequest('Add collaborators by their username, not an email address.', 'username_required');
  const user = login.trim() === '' ? undefined : await findUserByUsername(db, login.trim());
  if (!user) throw badRequest('No account has that username.', 'unknown_user');
  if (user.id === p.owner_id)
    throw badRequest('The owner already has every right on this presentation.', 'owner_not_collaborator');
  if (await findCollaboratorRole(db, p.id, user.id))
    throw conflict(
      `${user.username} is already a collaborator; change their role instead.`,
      'already_collaborator',
    );
  await insertCollaborator(db, {
    presentation_id: p.id,
    user_id: user.id,
    role,
    created_at: now.toISOString(),
  });
  return presentCollaborator({ ...user, user_id: user.id, role });
}

async function collaboratorByUsername(db: Db, p: Presentation, username: string) {
  const user = await findUserByUsername(db, username);
  const role = user ? await findCollaboratorRole(db, p.id, user.id) : undefined;
  if (!user || !role) throw notFound(`${username} is not a collaborator on this presentation.`);
  return user;
}

export async function changeCollaboratorRole(
  db: Db,
  p: Presentation,
  username: string,
  role: 'edit' | 'comment',
): Promise<CollaboratorData> {
  const user = await collaboratorByUsername(db, p, username);
  await updateCollaboratorRole(db, p.id, user.id, role);
  return presentCollaborator({ ...user, user_id: user.id, role });
}

export async function removeCollaborator(db: Db, p: Presentation, username: string) {
  const user = await collaboratorByUsername(db, p, username);
  await deleteCollaborator(db, p.id, user.id);
}
