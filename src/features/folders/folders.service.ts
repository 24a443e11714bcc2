// Folders: loading one as a person meets it, and the changes to the tree —
// create, rename, nest, delete (what it held moves up to its parent, never deleted) — and moving a
// presentation into a folder or to a space's top. Who may do what is kernel/access/authorize.ts's.
import { authorize } from '../../kernel/access/authorize';
import {
  type CollaboratorRole,
  type FolderAccess,
  type Placement,
  strongestRole,
  type Viewer,
} from '../../kernel/access/permissions';
import { newOid } from '../../kernel/ids';
import { TEAM_LIMITS } from '../../kernel/limits';
import type { DatabaseHandle, Db } from '../../platform/db/connection';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/http/errors';
import { folderRolesOf, loadFor } from '../access';
import { findTeamByTid, findTeamRole } from '../teams';
import {
  countFoldersInSpace,
  deleteFolderKeepingContents,
  type FolderRow,
  findFolderByFid,
  findFolderById,
  folderChain,
  insertFolder,
  type SpaceKey,
  setPlacement,
  subtreeHeight,
  updateFolder,
} from './repository';
import { checkFolderName, fitsDepth, folderPath, makesCycle } from './rules';

export interface LoadedFolder {
  folder: FolderRow;
  access: FolderAccess;
}

const NOT_FOUND = 'This folder does not exist or is not shared with you.';

export const spaceOf = (folder: Pick<FolderRow, 'owner_id' | 'team_id'>): SpaceKey =>
  folder.team_id === null ? { ownerId: folder.owner_id, teamId: null } : { teamId: folder.team_id };

/** The folder as this person meets it: their role in its team, and through its sharing. */
export async function folderAccessOf(db: Db, folder: FolderRow, userId: number): Promise<FolderAccess> {
  const teamRole = folder.team_id === null ? undefined : await findTeamRole(db, folder.team_id, userId);
  const role = strongestRole(await folderRolesOf(db, folder.id, userId)) as CollaboratorRole | undefined;
  return {
    ownerId: folder.owner_id,
    teamId: folder.team_id,
    ...(teamRole ? { teamRole } : {}),
    ...(role ? { role } : {}),
  };
}

/**
 * A folder by its fid, when this person may `need` it: signed out → 401, cannot see it (or no such
 * folder) → 404, sees it but lacks the right → 403.
 */
export async function loadFolder(
  db: Db,
  fid: string,
  viewer: Viewer | null,
  need: 'see' | 'file' | 'manage',
): Promise<LoadedFolder> {
  if (!viewer) throw unauthorized('Log in to open this folder.');
  const folder = await findFolderByFid(db, fid);
  if (!folder) throw notFound(NOT_FOUND);
  const access = await folderAccessOf(db, folder, viewer.id);
  if (!authorize(viewer, 'folder.see', access)) throw notFound(NOT_FOUND);
  if (need === 'file' && !authorize(viewer, 'folder.file', access))
    throw forbidden('You cannot change this folder or file presentations in it.', 'cannot_file');
  if (need === 'manage' && !authorize(viewer, 'folder.manage', access))
    throw forbidden('Only those who manage this folder can share or delete it.', 'cannot_manage');
  return { folder, access };
}

function checkedName(raw: string): string {
  const checked = checkFolderName(raw);
  if (checked.ok) return checked.name;
  throw checked.code === 'name_empty'
    ? badRequest('Give the folder a name.', 'name_empty')
    : badRequest(`A folder name is at most ${TEAM_LIMITS.folderNameLength} characters.`, 'name_too_long');
}

/** The team named by a tid and the person's role in it; a team they are not in is a 404. */
async function teamFor(db: Db, tid: string, viewer: Viewer) {
  const team = await findTeamByTid(db, tid);
  const role = team ? await findTeamRole(db, team.id, viewer.id) : undefined;
  if (!team || !role) throw notFound('This team does not exist or you are not one of its members.');
  return { team, role };
}

/** A folder as the calls answer it. */
export interface FolderOut {
  fid: string;
  name: string;
  path: string;
  parentFid: string | null;
}

async function folderOut(db: Db, row: FolderRow): Promise<FolderOut> {
  const parent = row.parent_id === null ? undefined : await findFolderById(db, row.parent_id);
  return { fid: row.fid, name: row.name, path: folderPath(row.fid), parentFid: parent?.fid ?? null };
}

export interface CreateFolderInput {
  name: string;
  /** Inside this folder; else at the top of the person's space or of `tid`'s. */
  parentFid?: string | null;
  tid?: string | null;
}

export async function createFolder(
  db: Db,
  viewer: Viewer,
  input: CreateFolderInput,
  now = new Date(),
): Promise<FolderOut> {
  const name = checkedName(input.name);
  let ownerId = viewer.id;
  let teamId: number | null = null;
  let parentId: number | null = null;
  if (input.parentFid) {
    const { folder: parent } = await loadFolder(db, input.parentFid, viewer, 'file');
    if (input.tid && parent.team_id === null)
      throw badRequest('The parent folder is not in that team.', 'other_space');
    const depth = (await folderChain(db, parent.id)).length;
    if (!fitsDepth(depth, 1))
      throw badRequest(`Folders nest at most ${TEAM_LIMITS.folderDepth} deep.`, 'too_deep');
    // A personal folder's subfolders stay its owner's, whoever makes them (it was shared with them).
    ownerId = parent.team_id === null ? parent.owner_id : viewer.id;
    teamId = parent.team_id;
    parentId = parent.id;
  } else if (input.tid) {
    const { team, role } = await teamFor(db, input.tid, viewer);
    if (!authorize(viewer, 'team.createIn', { role }))
      throw forbidden('Team viewers cannot make folders.', 'cannot_file');
    teamId = team.id;
  }
  const space: SpaceKey = teamId === null ? { ownerId, teamId: null } : { teamId };
  if ((await countFoldersInSpace(db, space)) >= TEAM_LIMITS.foldersPerOwner)
    throw conflict(`A space holds at most ${TEAM_LIMITS.foldersPerOwner} folders.`, 'too_many_folders');
  const row = await insertFolder(db, {
    fid: newOid(),
    name,
    owner_id: ownerId,
    team_id: teamId,
    parent_id: parentId,
    at: now.toISOString(),
  });
  return folderOut(db, row);
}

export interface ChangeFolderInput {
  name?: string;
  /** Nest it in this folder, or (null) take it to the top of its space. */
  parentFid?: string | null;
}

/** Renames a folder and/or moves it (with everything below it) within its space. */
export async function changeFolder(
  db: Db,
  viewer: Viewer,
  fid: string,
  input: ChangeFolderInput,
  now = new Date(),
): Promise<FolderOut> {
  const { folder } = await loadFolder(db, fid, viewer, 'file');
  const name = input.name === undefined ? undefined : checkedName(input.name);
  let parentId: number | null | undefined;
  if (input.parentFid === null) parentId = null;
  else if (input.parentFid !== undefined) {
    const { folder: target } = await loadFolder(db, input.parentFid, viewer, 'file');
    const sameSpace =
      target.team_id === folder.team_id && (folder.team_id !== null || target.owner_id === folder.owner_id);
    if (!sameSpace)
      throw badRequest('A folder moves only among the folders of its own space.', 'other_space');
    const chain = await folderChain(db, target.id);
    if (
      makesCycle(
        folder.id,
        chain.map((f) => f.id),
      )
    )
      throw conflict('A folder cannot go into itself or into one of its subfolders.', 'folder_cycle');
    if (!fitsDepth(chain.length, await subtreeHeight(db, folder.id)))
      throw badRequest(`Folders nest at most ${TEAM_LIMITS.folderDepth} deep.`, 'too_deep');
    parentId = target.id;
  }
  const row = await updateFolder(db, folder.id, {
    ...(name !== undefined ? { name } : {}),
    ...(parentId !== undefined ? { parent_id: parentId } : {}),
    updated_at: now.toISOString(),
  });
  return folderOut(db, row);
}

/** Deletes a folder; its presentations and subfolders move up to its parent (or the space's top). */
export async function deleteFolder(handle: DatabaseHandle, viewer: Viewer, fid: string, now = new Date()) {
  const { folder } = await loadFolder(handle.db, fid, viewer, 'manage');
  await handle.db.transaction().execute((trx) => deleteFolderKeepingContents(trx, folder, now.toISOString()));
  return folder;
}

export interface MovePresentationInput {
  oid: string;
  /** Into this folder, or (null) to the top of a space: `toTid`'s, else the presentation owner's own. */
  toFid: string | null;
  toTid?: string | null;
}

/** The presentation someone moves, as they meet it, and where it is now; 404 unless they may see it. */
export async function moveSubjectOf(db: Db, viewer: Viewer, oid: string) {
  const { presentation: p, access } = await loadFor(db, { oid }, viewer, 'presentation.view');
  const fromRole = p.team_id === null ? undefined : await findTeamRole(db, p.team_id, viewer.id);
  const from: Placement = { teamId: p.team_id, ...(fromRole ? { teamRole: fromRole } : {}) };
  return { presentation: p, access, from };
}

/** Files a presentation in a folder or takes it to a space's top; entering a team folder makes it the team's. */
export async function movePresentation(db: Db, viewer: Viewer, input: MovePresentationInput) {
  const { presentation: p, access, from } = await moveSubjectOf(db, viewer, input.oid);
  let to: Placement & { folder: FolderAccess | null };
  let folder: FolderRow | null = null;
  if (input.toFid) {
    const loaded = await loadFolder(db, input.toFid, viewer, 'see');
    folder = loaded.folder;
    to = {
      teamId: folder.team_id,
      ...(loaded.access.teamRole ? { teamRole: loaded.access.teamRole } : {}),
      folder: loaded.access,
    };
  } else if (input.toTid) {
    const { team, role: teamRole } = await teamFor(db, input.toTid, viewer);
    to = { teamId: team.id, teamRole, folder: null };
  } else to = { teamId: null, folder: null };
  if (!authorize(viewer, 'presentation.move', { presentation: access, from, to }))
    throw forbidden('You cannot move this presentation there.', 'cannot_move');
  await setPlacement(db, p.id, { team_id: to.teamId, folder_id: folder?.id ?? null });
  return { oid: p.oid, folderFid: folder?.fid ?? null };
}
