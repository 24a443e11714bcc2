// SQL for what grants access beyond privacy and share links: collaborators, the folders above a
// presentation shared with someone (walked as a bounded chain) and the team it belongs to.

import { sql } from 'kysely';
import {
  type AccessRole,
  type CollaboratorRole,
  folderGrant,
  strongestRole,
  type TeamRole,
  type TeamWork,
  teamAccessRole,
} from '../../kernel/access/permissions';
import { TEAM_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';

/**
 * A query that starts `WITH RECURSIVE chain(id, parent_id, depth)`: the folder (depth 1) and each
 * folder above it, at most `levels` of them, so a damaged tree can never loop. Both the folder
 * chain and the roles someone holds through it (folderRolesOf below) read it.
 */
export function withFolderChain(db: Db, folderId: number, levels: number) {
  return db.withRecursive('chain(id, parent_id, depth)', (qb) =>
    qb
      .selectFrom('folders')
      .select(['id', 'parent_id', sql<number>`1`.as('depth')])
      .where('id', '=', folderId)
      .unionAll((inner) =>
        inner
          .selectFrom('folders')
          .innerJoin('chain', 'chain.parent_id', 'folders.id')
          .select(['folders.id', 'folders.parent_id', sql<number>`chain.depth + 1`.as('depth')])
          .where('chain.depth', '<', levels),
      ),
  );
}

export async function findCollaboratorRole(
  db: Db,
  presentationId: number,
  userId: number,
): Promise<'edit' | 'comment' | undefined> {
  const row = await db
    .selectFrom('collaborators')
    .select('role')
    .where('presentation_id', '=', presentationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

/**
 * Someone's strongest role on a presentation (kernel/access/permissions.ts strongestRole): as its
 * collaborator, through the folder it is in or any folder above it shared with them (as far as
 * whoever shared it may grant on it, folderGrant), or through membership of its team. At most three
 * small queries; the folder chain is walked in the database, at most TEAM_LIMITS.folderDepth deep.
 */
export async function findAccessRole(
  db: Db,
  presentationId: number,
  userId: number,
): Promise<AccessRole | undefined> {
  const row = await db
    .selectFrom('presentations')
    .leftJoin('collaborators', (join) =>
      join
        .onRef('collaborators.presentation_id', '=', 'presentations.id')
        .on('collaborators.user_id', '=', userId),
    )
    .leftJoin('team_members', (join) =>
      join
        .onRef('team_members.team_id', '=', 'presentations.team_id')
        .on('team_members.user_id', '=', userId),
    )
    .select([
      'collaborators.role as direct',
      'team_members.role as team',
      'presentations.folder_id',
      'presentations.owner_id',
      'presentations.team_id',
    ])
    .where('presentations.id', '=', presentationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const work = { ownerId: row.owner_id, teamId: row.team_id };
  const folderRoles = row.folder_id === null ? [] : await folderGrantsOn(db, row.folder_id, userId, work);
  return strongestRole([row.direct, row.team ? teamAccessRole(row.team) : undefined, ...folderRoles]);
}

/** The roles someone holds on a folder and the folders above it (shared with them). */
export async function folderRolesOf(
  db: Db,
  folderId: number,
  userId: number,
): Promise<('edit' | 'comment')[]> {
  return (await folderSharesOf(db, folderId, userId)).map((r) => r.role);
}

/** The shares of a folder and the folders above it with someone, each with who made it. */
async function folderSharesOf(db: Db, folderId: number, userId: number) {
  const rows = await withFolderChain(db, folderId, TEAM_LIMITS.folderDepth)
    .selectFrom('folder_collaborators')
    .innerJoin('folders', 'folders.id', 'folder_collaborators.folder_id')
    .select(['folder_collaborators.role', 'folder_collaborators.granted_by', 'folders.owner_id'])
    .where('folder_collaborators.user_id', '=', userId)
    .where('folder_collaborators.folder_id', 'in', (qb) => qb.selectFrom('chain').select('id'))
    .execute();
  return rows.map((r) => ({ role: r.role, granterId: r.granted_by ?? r.owner_id }));
}

/**
 * What the shares of a folder (and those above it) give someone on one presentation filed there:
 * each share's role as far as its granter may grant on that presentation (folderGrant).
 */
export async function folderGrantsOn(
  db: Db,
  folderId: number,
  userId: number,
  work: TeamWork,
): Promise<CollaboratorRole[]> {
  const shares = await folderSharesOf(db, folderId, userId);
  if (shares.length === 0) return [];
  const granterRoles = await teamRolesOf(
    db,
    work.teamId,
    shares.map((s) => s.granterId),
  );
  return shares.flatMap((s) => {
    const role = folderGrant(s.role, work, { id: s.granterId, teamRole: granterRoles.get(s.granterId) });
    return role ? [role] : [];
  });
}

/** The roles these people hold in a team (none for a presentation outside teams), by user id. */
export async function teamRolesOf(
  db: Db,
  teamId: number | null,
  userIds: number[],
): Promise<Map<number, TeamRole>> {
  if (teamId === null || userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('team_members')
    .select(['user_id', 'role'])
    .where('team_id', '=', teamId)
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.role]));
}

export async function upsertCollaborator(
  db: Db,
  presentationId: number,
  userId: number,
  role: 'edit' | 'comment',
  now: string,
) {
  await db
    .insertInto('collaborators')
    .values({ presentation_id: presentationId, user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(['presentation_id', 'user_id']).doUpdateSet({ role }))
    .execute();
}
