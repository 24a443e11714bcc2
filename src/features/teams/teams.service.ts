// Teams: making one, renaming and deleting it, what its page, its settings and the dashboard show,
// and the presentations in it (made there, or moved in and out by their owner). Membership
// (invitations, roles, leaving) is team-members.service.ts; what an account's deletion does to its
// teams, account-deletion.service.ts. Who may do what is kernel/access/authorize.ts's; a
// non-member meets no team at all (404, load-team.ts).

import { authorize } from '../../kernel/access/authorize';
import { type TeamRole, teamAccessRole, type Viewer } from '../../kernel/access/permissions';
import { newOid } from '../../kernel/ids';
import { TEAM_LIMITS } from '../../kernel/limits';
import { editPath, settingsPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { loadFor } from '../access';
import { cardsWithOwners } from '../discovery';
import { checkMoveQuota } from '../quota';
import type {
  TeamAuditPage,
  TeamCardData,
  TeamChoice,
  TeamPageData,
  TeamSettingsData,
  TeamSummary,
} from './contracts';
import { listAudit, listPendingInvitations } from './invitations.repository';
import { loadTeamAsMember, NO_TEAM } from './load-team';
import {
  countMembers,
  countTeamsOf,
  deleteTeam,
  findTeamByTid,
  findTeamRole,
  insertMember,
  insertTeam,
  listMembers,
  listTeamPresentations,
  listTeamsOf,
  renameTeam as renameTeamRow,
  setPresentationTeam,
  type TeamRow,
  teamPlacementsOf,
} from './repository';
import { presentMember, presentTeam } from './team.presenter';

/** Cards the team page lists. */
export const TEAM_CARDS_LIMIT = 200;
/** Entries per page of the audit log. */
export const AUDIT_PAGE = 50;

/** A team name: trimmed, not empty, at most TEAM_LIMITS.teamNameLength characters. */
export function checkTeamName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest('Give the team a name.', 'name_required');
  if (name.length > TEAM_LIMITS.teamNameLength)
    throw badRequest(`A team name has at most ${TEAM_LIMITS.teamNameLength} characters.`, 'name_too_long');
  return name;
}

export async function teamsOf(db: Db, viewer: Viewer): Promise<TeamSummary[]> {
  return (await listTeamsOf(db, viewer.id)).map((team) => presentTeam(team, team.role));
}

/** A new team: its maker is its first owner. */
export async function createTeam(db: Db, viewer: Viewer, rawName: string): Promise<TeamSummary> {
  const name = checkTeamName(rawName);
  return db.transaction().execute(async (trx) => {
    if ((await countTeamsOf(trx, viewer.id)) >= TEAM_LIMITS.teamsPerUser)
      throw conflict(`You can be in at most ${TEAM_LIMITS.teamsPerUser} teams.`, 'too_many_teams');
    const now = new Date().toISOString();
    const team = await insertTeam(trx, { tid: newOid(), name, createdBy: viewer.id, now });
    await insertMember(trx, team.id, viewer.id, 'owner', now);
    return presentTeam(team, 'owner');
  });
}

export async function renameTeam(db: Db, viewer: Viewer, tid: string, rawName: string): Promise<TeamSummary> {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  if (!authorize(viewer, 'team.manage', { role })) throw forbidden('Only the team’s owners rename it.');
  const name = checkTeamName(rawName);
  await renameTeamRow(db, team.id, name, new Date().toISOString());
  return presentTeam({ ...team, name }, role);
}

/**
 * Deletes the team (its owners): its presentations return to their makers' own space, its folders
 * are deleted (the presentations in them are moved out first), and so are its members,
 * invitations and audit log.
 */
export async function removeTeam(db: Db, viewer: Viewer, tid: string): Promise<void> {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  if (!authorize(viewer, 'team.manage', { role })) throw forbidden('Only the team’s owners delete it.');
  await db.transaction().execute((trx) => deleteTeam(trx, team.id));
}

async function teamCards(db: Db, team: TeamRow, role: TeamRole): Promise<TeamCardData[]> {
  const rows = await listTeamPresentations(db, team.id, TEAM_CARDS_LIMIT);
  const right = teamAccessRole(role) === 'edit' ? ('edit' as const) : ('view' as const);
  return (await cardsWithOwners(db, rows)).map((card, i) => ({
    ...card,
    right,
    editPath: editPath(rows[i]!),
    settingsPath: right === 'edit' ? settingsPath(card.oid) : null,
    updatedAt: rows[i]!.updated_at,
  }));
}

export async function teamPageData(db: Db, viewer: Viewer, tid: string): Promise<TeamPageData> {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  return {
    team: presentTeam(team, role),
    cards: await teamCards(db, team, role),
    members: (await listMembers(db, team.id)).map((row) => presentMember(row, viewer.id)),
    canCreate: authorize(viewer, 'team.createIn', { role }),
  };
}

export async function auditPage(db: Db, teamId: number, before?: number): Promise<TeamAuditPage> {
  const rows = await listAudit(db, teamId, { before, limit: AUDIT_PAGE + 1 });
  const entries = rows.slice(0, AUDIT_PAGE).map((row) => ({
    id: row.id,
    action: row.action as TeamAuditPage['entries'][number]['action'],
    subject: row.subject,
    role: row.role,
    email: row.email ?? null,
    actor: row.actor_username ?? null,
    at: row.at,
  }));
  return { entries, next: rows.length > AUDIT_PAGE ? entries[entries.length - 1]!.id : null };
}

/** The audit log (owners and admins): members and viewers get 403. */
export async function teamAudit(
  db: Db,
  viewer: Viewer,
  tid: string,
  before?: number,
): Promise<TeamAuditPage> {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  if (!authorize(viewer, 'team.manageMembers', { role }))
    throw forbidden('Only the team’s owners and admins read its audit log.');
  return auditPage(db, team.id, before);
}

/**
 * The settings page: every member sees the members (and may leave); owners and admins also the
 * pending invitations and the audit log, and change members.
 */
export async function teamSettingsData(
  db: Db,
  viewer: Viewer,
  tid: string,
  mailConfigured: boolean,
): Promise<TeamSettingsData> {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  const manages = authorize(viewer, 'team.manageMembers', { role });
  const now = new Date().toISOString();
  return {
    team: presentTeam(team, role),
    members: (await listMembers(db, team.id)).map((row) => presentMember(row, viewer.id)),
    invitations: manages
      ? (await listPendingInvitations(db, team.id, now)).map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          invitedBy: row.invited_by_username ?? null,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          pendingAcceptance:
            row.requested_by_oid && row.requested_by_username && row.requested_at
              ? { userOid: row.requested_by_oid, username: row.requested_by_username, at: row.requested_at }
              : null,
        }))
      : [],
    audit: manages ? await auditPage(db, team.id) : { entries: [], next: null },
    owners: await countMembers(db, team.id, 'owner'),
    mailConfigured,
  };
}

/** Teams the person may move their presentations into (not as a viewer). */
export async function teamChoices(db: Db, viewer: Viewer): Promise<TeamChoice[]> {
  return (await listTeamsOf(db, viewer.id))
    .filter((team) => authorize(viewer, 'team.createIn', team))
    .map((team) => ({ tid: team.tid, name: team.name }));
}

/**
 * What the dashboard shows of teams: the person's teams (the Teams section), those they may move
 * presentations into, and which team each of the listed presentations is in.
 */
export async function dashboardTeams(db: Db, viewer: Viewer) {
  const teams = await listTeamsOf(db, viewer.id);
  const byId = new Map(teams.map((team) => [team.id, { tid: team.tid, name: team.name }]));
  const placements = new Map<number, TeamChoice>();
  for (const row of await teamPlacementsOf(db, viewer.id)) {
    const team = row.team_id === null ? undefined : byId.get(row.team_id);
    if (team) placements.set(row.id, team);
  }
  return {
    mine: teams.map((team) => presentTeam(team, team.role)),
    choices: teams
      .filter((team) => authorize(viewer, 'team.createIn', team))
      .map((team) => ({ tid: team.tid, name: team.name })),
    placements,
  };
}

/**
 * "Move to team…" on a presentation's settings page (its owner only): the team it is in, if the
 * owner is in it, and the teams they may move it into.
 */
export async function teamPlacementFor(db: Db, viewer: Viewer, presentation: Presentation) {
  const teams = await listTeamsOf(db, viewer.id);
  const current = teams.find((team) => team.id === presentation.team_id);
  return {
    team: current ? { tid: current.tid, name: current.name } : null,
    teamChoices: teams
      .filter((team) => authorize(viewer, 'team.createIn', team))
      .map((team) => ({ tid: team.tid, name: team.name })),
  };
}

/** The team to create a presentation in, by its tid: a member who makes presentations there, else 404/403. */
export async function teamToCreateIn(
  db: Db,
  viewer: Viewer,
  tid: string | undefined,
): Promise<number | null> {
  if (tid === undefined) return null;
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  if (!authorize(viewer, 'team.createIn', { role }))
    throw forbidden('A team’s viewers do not make presentations in it.');
  return team.id;
}

/**
 * Moves a presentation into a team (tid) or back to its owner's own space (null), by canMove: only
 * its owner crosses spaces, into a team where they make presentations, and out of one only as one
 * of its owners or admins. It lands at the top of the space, out of any folder.
 */
export async function movePresentationToTeam(
  db: Db,
  viewer: Viewer,
  oid: string,
  tid: string | null,
  quotaBytes: number,
): Promise<{ team: TeamChoice | null }> {
  const { presentation, access } = await loadFor(db, { oid }, viewer, 'presentation.edit', {
    refused: () => forbidden('You cannot move this presentation.'),
  });
  const from = await placementOf(db, presentation, viewer);
  let target: TeamRow | undefined;
  let targetRole: TeamRole | undefined;
  if (tid !== null) {
    target = await findTeamByTid(db, tid);
    targetRole = target ? await findTeamRole(db, target.id, viewer.id) : undefined;
    if (!target || !targetRole) throw notFound(NO_TEAM);
  }
  const to = { teamId: target?.id ?? null, teamRole: targetRole, folder: null };
  if (!authorize(viewer, 'presentation.move', { presentation: access, from, to }))
    throw forbidden(
      'Only the presentation’s owner moves it between spaces: into a team where they make presentations, and out of one as its owner or admin.',
    );
  if (from.teamId !== to.teamId) await checkMoveQuota(db, quotaBytes, presentation, to.teamId);
  if (from.teamId !== to.teamId || presentation.folder_id !== null)
    await setPresentationTeam(db, presentation.id, to.teamId, new Date().toISOString());
  return { team: target ? { tid: target.tid, name: target.name } : null };
}

async function placementOf(db: Db, presentation: Presentation, viewer: Viewer) {
  const teamId = presentation.team_id ?? null;
  return { teamId, teamRole: teamId === null ? undefined : await findTeamRole(db, teamId, viewer.id) };
}
