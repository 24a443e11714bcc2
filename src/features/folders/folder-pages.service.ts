// What the folder screens show: the folder page with its breadcrumbs, a space's
// folder shelf (the dashboard, a team's page) and the move dialog's destinations. Everything is
// bounded: a space holds at most TEAM_LIMITS.foldersPerOwner folders, a page lists FOLDER_LIST_LIMIT
// presentations.

import { authorize } from '../../kernel/access/authorize';
import {
  type CollaboratorRole,
  type FolderAccess,
  strongestRole,
  type Viewer,
} from '../../kernel/access/permissions';
import { TEAM_LIMITS } from '../../kernel/limits';
import { editPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import { notFound } from '../../platform/http/errors';
import { findAccessRole } from '../access';
import { displayName } from '../accounts';
import { cardsWithOwners } from '../discovery';
import { findTeamById, findTeamRole, listTeamsOf } from '../teams';
import type {
  Crumb,
  Destination,
  FolderCardData,
  FolderPageData,
  FolderShelfData,
  FolderSpace,
} from './contracts';
import { folderCollaboratorsOf } from './folder-sharing.service';
import { loadFolder, moveSubjectOf } from './folders.service';
import {
  type FolderRow,
  folderChain,
  listChildFolders,
  listFolderPresentations,
  listFolderSubtrees,
  listSpaceFolders,
  type TreeFolderRow,
} from './repository';
import { folderPath } from './rules';
import { directFolderRoles, listFoldersSharedWith } from './sharing.repository';

/** Presentations one folder page lists at most. */
export const FOLDER_LIST_LIMIT = 200;
/** Folders shared with someone that the dashboard lists at most. */
export const SHARED_FOLDERS_LIMIT = 100;

function card(folder: FolderRow, access: FolderAccess, viewer: Viewer): FolderCardData {
  return {
    fid: folder.fid,
    name: folder.name,
    path: folderPath(folder.fid),
    rights: {
      file: authorize(viewer, 'folder.file', access),
      manage: authorize(viewer, 'folder.manage', access),
    },
  };
}

async function spaceOfRow(db: Db, folder: FolderRow): Promise<FolderSpace> {
  if (folder.team_id === null) return { kind: 'personal' };
  const team = await findTeamById(db, folder.team_id);
  return { kind: 'team', tid: team?.tid ?? '', name: team?.name ?? '' };
}

/**
 * What of a folder's presentations this person may open. Its space (owner, team) opens them all;
 * someone it was only shared with sees a private one only when the sharing (or anything else)
 * reaches it: a member filing a teammate's private work in a shared folder shows them not even its title.
 */
async function opensFrom<P extends { id: number; privacy: string }>(
  db: Db,
  viewer: Viewer,
  bySpace: boolean,
  rows: P[],
): Promise<P[]> {
  if (bySpace) return rows;
  const kept: P[] = [];
  for (const p of rows)
    if (p.privacy !== 'private' || (await findAccessRole(db, p.id, viewer.id)) !== undefined) kept.push(p);
  return kept;
}

/** The folder page: its path, subfolders, presentations and (for its managers) who it is shared with. */
export async function folderPageData(db: Db, viewer: Viewer, fid: string): Promise<FolderPageData> {
  const { folder, access } = await loadFolder(db, fid, viewer, 'see');
  const chain = await folderChain(db, folder.id);
  const space = await spaceOfRow(db, folder);
  // Those who see the folder by its space (its owner, its team) see the whole path; someone it was
  // shared with sees it from the highest folder shared with them down, under "Shared with me".
  const bySpace = folder.team_id === null ? folder.owner_id === viewer.id : access.teamRole !== undefined;
  const directRole = await directFolderRoles(
    db,
    viewer.id,
    chain.map((f) => f.id),
  );
  const crumbs: Crumb[] = [];
  const base = { ...access, role: undefined } as FolderAccess;
  if (bySpace)
    crumbs.push(
      space.kind === 'personal'
        ? { kind: 'mine', label: '', path: '/dashboard/next/', fid: null, droppable: true }
        : {
            kind: 'team',
            label: space.name,
            path: `/teams/${space.tid}/`,
            fid: null,
            droppable: authorize(viewer, 'team.createIn', { role: access.teamRole }),
          },
    );
  else
    crumbs.push({
      kind: 'shared',
      label: '',
      path: '/dashboard/next/#shared-folders',
      fid: null,
      droppable: false,
    });
  const roles: CollaboratorRole[] = [];
  for (const f of chain) {
    const role = directRole.get(f.id);
    if (role) roles.push(role);
    if (!bySpace && roles.length === 0) continue;
    const inherited = strongestRole(roles) as CollaboratorRole | undefined;
    const fAccess: FolderAccess = { ...base, ownerId: f.owner_id, ...(inherited ? { role: inherited } : {}) };
    crumbs.push({
      kind: 'folder',
      label: f.name,
      path: folderPath(f.fid),
      fid: f.fid,
      droppable: f.id !== folder.id && authorize(viewer, 'folder.file', fAccess),
    });
  }
  const subfolders = (await listChildFolders(db, { parentId: folder.id })).map((f) =>
    card(f, access, viewer),
  );
  const rows = await opensFrom(
    db,
    viewer,
    bySpace,
    (await listFolderPresentations(db, folder.id, FOLDER_LIST_LIMIT + 1)).filter(
      (p) => !p.hidden || p.owner_id === viewer.id,
    ),
  );
  const truncated = rows.length > FOLDER_LIST_LIMIT;
  const shown = rows.slice(0, FOLDER_LIST_LIMIT);
  const mine = card(folder, access, viewer);
  const presentations = (await cardsWithOwners(db, shown)).map((c, i) => ({
    ...c,
    movable: shown[i]!.owner_id === viewer.id || mine.rights.file,
    editPath: editPath(shown[i]!),
  }));
  const parent = chain.length > 1 ? chain[chain.length - 2]! : null;
  return {
    folder: { ...mine, space, parentFid: parent?.fid ?? null },
    crumbs,
    subfolders,
    presentations,
    collaborators: mine.rights.manage ? await folderCollaboratorsOf(db, folder) : [],
    truncated,
  };
}

/**
 * A space's top-level folders for its shelf: the person's own (with the folders shared with them),
 * or a team's, which the team page mounts (`<FolderShelf data={…} />`).
 */
export async function folderShelf(
  db: Db,
  viewer: Viewer,
  space: { kind: 'personal' } | { kind: 'team'; teamId: number },
): Promise<FolderShelfData> {
  if (space.kind === 'team') {
    const team = await findTeamById(db, space.teamId);
    const teamRole = team ? await findTeamRole(db, team.id, viewer.id) : undefined;
    if (!team || !teamRole) throw notFound('This team does not exist or you are not one of its members.');
    const folders = await listChildFolders(db, { top: { teamId: team.id } });
    return {
      space: { kind: 'team', tid: team.tid, name: team.name },
      folders: folders.map((f) => card(f, { ownerId: f.owner_id, teamId: team.id, teamRole }, viewer)),
      canCreate: authorize(viewer, 'team.createIn', { role: teamRole }),
      shared: [],
    };
  }
  const own = await listChildFolders(db, { top: { ownerId: viewer.id, teamId: null } });
  const shared = await listFoldersSharedWith(db, viewer.id, SHARED_FOLDERS_LIMIT);
  return {
    space: { kind: 'personal' },
    folders: own.map((f) => card(f, { ownerId: f.owner_id, teamId: null }, viewer)),
    canCreate: true,
    shared: shared.map((f) => ({
      ...card(f, { ownerId: f.owner_id, teamId: f.team_id, role: f.role }, viewer),
      role: f.role,
      ownerName: displayName({
        username: f.owner_username,
        first_name: f.owner_first_name,
        last_name: f.owner_last_name,
        public_display_name: f.owner_public_display_name,
      }),
    })),
  };
}

/**
 * Where this person may move things: their own space, the teams they make presentations in, and
 * (as "shared") the folders shared with them to edit, with the folders below them. Asked for one
 * presentation (`oid`), only the folders (and tops) it may go into ('presentation.move') are
 * offered. Asked for a folder (`fid`), only the folders of its own space: a folder moves within its
 * space, and the shared folders come from several people's and teams' spaces.
 */
export async function destinationsOf(
  db: Db,
  viewer: Viewer,
  moving: { oid?: string; fid?: string } = {},
): Promise<Destination[]> {
  const subject = moving.oid === undefined ? null : await moveSubjectOf(db, viewer, moving.oid);
  const folder = moving.fid === undefined ? null : (await loadFolder(db, moving.fid, viewer, 'see')).folder;
  const inFolderSpace = (f: TreeFolderRow) =>
    folder === null ||
    (folder.team_id === null
      ? f.team_id === null && f.owner_id === folder.owner_id
      : f.team_id === folder.team_id);
  const teams = await listTeamsOf(db, viewer.id);
  const teamRoles = new Map(teams.map((team) => [team.id, team.role]));
  const mayMoveInto = (f: TreeFolderRow, role?: CollaboratorRole) => {
    if (subject === null) return true;
    const teamRole = f.team_id === null ? undefined : teamRoles.get(f.team_id);
    const inTeam = teamRole ? { teamRole } : {};
    const folder: FolderAccess = {
      ownerId: f.owner_id,
      teamId: f.team_id,
      ...inTeam,
      ...(role ? { role } : {}),
    };
    const to = { teamId: f.team_id, ...inTeam, folder };
    return authorize(viewer, 'presentation.move', { presentation: subject.access, from: subject.from, to });
  };
  /** The top of a space (a team's, else the person's own). */
  const mayMoveToTop = (teamId: number | null) => {
    if (subject === null) return true;
    const teamRole = teamId === null ? undefined : teamRoles.get(teamId);
    const to = { teamId, ...(teamRole ? { teamRole } : {}), folder: null };
    return authorize(viewer, 'presentation.move', { presentation: subject.access, from: subject.from, to });
  };
  const tree = (rows: TreeFolderRow[], role?: CollaboratorRole) =>
    rows
      .filter((r) => inFolderSpace(r) && mayMoveInto(r, role))
      .map((r) => ({ fid: r.fid, name: r.name, parentFid: r.parent_fid }));
  // "Top of My presentations" is the person's own top: someone else's presentation taken out of
  // its folder lands at its owner's top instead, so it is not offered as theirs.
  const ownTop = subject === null || subject.presentation.owner_id === viewer.id;
  const spaces: Destination[] = [
    {
      space: { kind: 'personal' },
      top: ownTop && mayMoveToTop(null),
      folders: tree(await listSpaceFolders(db, { ownerId: viewer.id, teamId: null })),
    },
  ];
  for (const team of teams) {
    if (!authorize(viewer, 'team.createIn', team)) continue;
    spaces.push({
      space: { kind: 'team', tid: team.tid, name: team.name },
      top: mayMoveToTop(team.id),
      folders: tree(await listSpaceFolders(db, { teamId: team.id })),
    });
  }
  // A folder shared to edit lets its editors file in it and below it (canFileInFolder).
  const listed = new Set(spaces.flatMap((d) => d.folders.map((f) => f.fid)));
  const editable = (await listFoldersSharedWith(db, viewer.id, SHARED_FOLDERS_LIMIT))
    .filter((f) => f.role === 'edit')
    .map((f) => f.id);
  const shared = (await listFolderSubtrees(db, editable, TEAM_LIMITS.foldersPerOwner)).filter(
    (f) => !listed.has(f.fid),
  );
  const sharedFolders = tree(shared, 'edit');
  if (sharedFolders.length > 0)
    spaces.push({ space: { kind: 'shared' }, top: false, folders: sharedFolders });
  return spaces;
}
