// SQL for teams (issue #19): a team by its public id, and who belongs to it with which role. The
// calls that change membership (invitations, roles, leaving, the audit log) build on these.
import type { Selectable } from 'kysely';
import type { TeamRole } from '../../domain/permissions';
import type { Db } from '../connection';
import type { TeamsTable } from '../schema';

export type TeamRow = Selectable<TeamsTable>;

const iso = (value: string) => new Date(value).toISOString();
const decodeTeam = (row: TeamRow): TeamRow => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function findTeamByTid(db: Db, tid: string): Promise<TeamRow | undefined> {
  const row = await db.selectFrom('teams').selectAll().where('tid', '=', tid).executeTakeFirst();
  return row ? decodeTeam(row) : undefined;
}

export async function findTeamById(db: Db, id: number): Promise<TeamRow | undefined> {
  const row = await db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? decodeTeam(row) : undefined;
}

/** Someone's role in a team, or undefined when they are not (or no longer) a member. */
export async function findTeamRole(db: Db, teamId: number, userId: number): Promise<TeamRole | undefined> {
  const row = await db
    .selectFrom('team_members')
    .select('role')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

/** The teams someone belongs to, with their role in each, by name. */
export async function listTeamsOf(db: Db, userId: number): Promise<(TeamRow & { role: TeamRole })[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .selectAll('teams')
    .select('team_members.role')
    .where('team_members.user_id', '=', userId)
    .orderBy('teams.name')
    .orderBy('teams.id')
    .execute();
  return rows.map((row) => ({ ...decodeTeam(row), role: row.role }));
}
