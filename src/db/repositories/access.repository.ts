// SQL for what grants access beyond privacy: view links and collaborators.

import { withFolderChain } from '../../features/folders/repository';
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
import type { Db } from '../connection';
import { decodeViewLink, encodeViewLinkFlags, type ViewLink } from '../rows';

export async function insertViewLink(
  db: Db,
  link: {
    link_id: string;
    presentation_id: number;
    created_by: number | null;
    created_at: string;
    name?: string | null;
    password_hash?: string | null;
    expires_at?: string | null;
    require_email?: boolean;
    verify_email?: boolean;
    allowed_domains?: string | null;
    notify?: 'off' | 'first' | 'every';
  },
) {
  await db.insertInto('view_links').values(encodeViewLinkFlags(link)).execute();
}

/** A view link that exists and has not been revoked. */
export async function findLiveViewLink(db: Db, linkId: string): Promise<ViewLink | undefined> {
  const row = await db
    .selectFrom('view_links')
    .selectAll()
    .where('link_id', '=', linkId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row && decodeViewLink(row);
}

export async function findViewLink(db: Db, linkId: string): Promise<ViewLink | undefined> {
  const row = await db.selectFrom('view_links').selectAll().where('link_id', '=', linkId).executeTakeFirst();
  return row && decodeViewLink(row);
}

export async function updateViewLinkRules(
  db: Db,
  linkId: string,
  values: {
    name?: string | null;
    password_hash?: string | null;
    expires_at?: string | null;
    require_email?: boolean;
    verify_email?: boolean;
    allowed_domains?: string | null;
    notify?: 'off' | 'first' | 'every';
    first_view_notified_at?: string | null;
    expiry_announced?: 0 | 1;
    download?: number | null;
  },
) {
  await db.updateTable('view_links').set(encodeViewLinkFlags(values)).where('link_id', '=', linkId).execute();
}

export async function revokeViewLink(db: Db, linkId: string, now: string) {
  await db.updateTable('view_links').set({ revoked_at: now }).where('link_id', '=', linkId).execute();
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

/** Visitors one link keeps at most: past it, new addresses still open the link but are not listed. */
export const LINK_VISITORS_MAX = 10_000;

/** Someone gave this address to open the link: first seen now, or seen again. */
export async function recordLinkVisitor(db: Db, linkId: string, email: string, now: string): Promise<void> {
  const updated = await db
    .updateTable('link_visitors')
    .set({ last_seen_at: now })
    .where('link_id', '=', linkId)
    .where('email', '=', email)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const { n } = await db
    .selectFrom('link_visitors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= LINK_VISITORS_MAX) return;
  await db
    .insertInto('link_visitors')
    .values({ link_id: linkId, email, first_seen_at: now, last_seen_at: now, views: 0 })
    .onConflict((oc) => oc.columns(['link_id', 'email']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** A view counted through the link by someone who gave this address. */
export async function countLinkVisitorView(
  db: Db,
  linkId: string,
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('link_visitors')
    .set((eb) => ({ views: eb('views', '+', 1), last_seen_at: now }))
    .where('link_id', '=', linkId)
    .where('email', '=', email)
    .execute();
}

/** Who gave an address to the presentation's links that ask for one, latest first. */
export async function linkVisitorsOf(
  db: Db,
  presentationId: number,
  limit: number,
): Promise<{ link_id: string; email: string; first_seen_at: string; last_seen_at: string; views: number }[]> {
  const rows = await db
    .selectFrom('link_visitors')
    .innerJoin('view_links', 'view_links.link_id', 'link_visitors.link_id')
    .select([
      'link_visitors.link_id',
      'link_visitors.email',
      'link_visitors.first_seen_at',
      'link_visitors.last_seen_at',
      'link_visitors.views',
    ])
    .where('view_links.presentation_id', '=', presentationId)
    .where('view_links.require_email', '=', 1)
    .orderBy('link_visitors.last_seen_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    first_seen_at: new Date(row.first_seen_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    views: Number(row.views),
  }));
}
