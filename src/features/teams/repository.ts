// SQL for teams: a team by its public id, who belongs to it with which role, its
// invitations (only a token's hash), the audit log of membership changes, its presentations, and
// what a departing member hands over. The rules deciding who may do what are kernel/access/permissions.ts;
// the caller (services/teams.service.ts) owns the transactions.
import type { Selectable } from 'kysely';
import type { TeamRole } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import { decodePresentation } from '../access';
import type { OwnCardRow } from '../decks';
import { CARD_COLUMNS } from '../decks';
import { endGrantsOf } from './departure.repository';
import type { TeamsTable } from './tables';

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

/** Teams someone belongs to: the cap TEAM_LIMITS.teamsPerUser counts these. */
export async function countTeamsOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTeam(
  db: Db,
  team: { tid: string; name: string; createdBy: number; now: string },
): Promise<TeamRow> {
  const row = await db
    .insertInto('teams')
    .values({
      tid: team.tid,
      name: team.name,
      created_by: team.createdBy,
      created_at: team.now,
      updated_at: team.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeTeam(row);
}

/**
 * Holds the team's row until the transaction ends, so membership changes of one team happen one
 * after another (PostgreSQL takes the row lock; SQLite runs one writing transaction at a time).
 * What the caller reads next sees every change committed before it got the lock.
 */
export async function lockTeam(db: Db, teamId: number) {
  await db
    .updateTable('teams')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', teamId)
    .execute();
}

export async function renameTeam(db: Db, teamId: number, name: string, now: string) {
  await db.updateTable('teams').set({ name, updated_at: now }).where('id', '=', teamId).execute();
}

/**
 * Deletes a team. Its presentations return to their makers' own space (out of any folder); its
 * folders go (with their sharing); members, invitations and the audit log go with the team.
 */
export async function deleteTeam(db: Db, teamId: number) {
  await db
    .updateTable('presentations')
    .set({ team_id: null, folder_id: null })
    .where('team_id', '=', teamId)
    .execute();
  await db.deleteFrom('folders').where('team_id', '=', teamId).execute();
  await db.deleteFrom('teams').where('id', '=', teamId).execute();
}

export async function insertMember(db: Db, teamId: number, userId: number, role: TeamRole, now: string) {
  await db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId, role, created_at: now })
    .execute();
}

export interface MemberRow {
  user_id: number;
  oid: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  public_display_name: string | null;
  role: TeamRole;
  created_at: string;
}

/** Everyone in the team, longest-standing first (the order roles are listed in is the page's). */
export async function listMembers(db: Db, teamId: number): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select([
      'team_members.user_id',
      'users.oid',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.public_display_name',
      'team_members.role',
      'team_members.created_at',
    ])
    .where('team_members.team_id', '=', teamId)
    .orderBy('team_members.created_at', 'asc')
    .orderBy('team_members.user_id', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

export async function countMembers(db: Db, teamId: number, role?: TeamRole): Promise<number> {
  let query = db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId);
  if (role) query = query.where('role', '=', role);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateMemberRole(db: Db, teamId: number, userId: number, role: TeamRole) {
  await db
    .updateTable('team_members')
    .set({ role })
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .execute();
}

/** The team's owner who has been one longest (who inherits what a departing member made), other than `except`. */
export async function longestStandingOwner(
  db: Db,
  teamId: number,
  except: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('role', '=', 'owner')
    .where('user_id', '!=', except)
    .orderBy('created_at', 'asc')
    .orderBy('user_id', 'asc')
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Someone leaves the team (or is removed) and keeps nothing of it: what they made in it passes to
 * `heirId`, their own sharing on its presentations and folders ends, what they gave others there
 * (folder shares, collaborators, share links: endGrantsOf) ends, and their membership goes.
 */
export async function removeMember(
  db: Db,
  teamId: number,
  userId: number,
  heirId: number,
  at = new Date().toISOString(),
) {
  await endGrantsOf(db, teamId, userId, at);
  await db
    .updateTable('presentations')
    .set({ owner_id: heirId })
    .where('team_id', '=', teamId)
    .where('owner_id', '=', userId)
    .execute();
  await db
    .updateTable('folders')
    .set({ owner_id: heirId })
    .where('team_id', '=', teamId)
    .where('owner_id', '=', userId)
    .execute();
  await db
    .deleteFrom('collaborators')
    .where('user_id', '=', userId)
    .where('presentation_id', 'in', (eb) =>
      eb.selectFrom('presentations').select('id').where('team_id', '=', teamId),
    )
    .execute();
  await db
    .deleteFrom('folder_collaborators')
    .where('user_id', '=', userId)
    .where('folder_id', 'in', (eb) => eb.selectFrom('folders').select('id').where('team_id', '=', teamId))
    .execute();
  await db.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).execute();
}

/** The team's presentations, most recently changed first. */
/** A team's presentations filed in no folder (its page lists the filed ones inside their folders). */
export async function listTeamPresentations(db: Db, teamId: number, limit: number): Promise<OwnCardRow[]> {
  const rows = await db
    .selectFrom('presentations')
    .select([...CARD_COLUMNS, 'schema_version'])
    .where('team_id', '=', teamId)
    .where('folder_id', 'is', null)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(decodePresentation);
}

/** Puts a presentation in a team's space or its owner's own (always at the top, out of any folder). */
export async function setPresentationTeam(
  db: Db,
  presentationId: number,
  teamId: number | null,
  now: string,
) {
  await db
    .updateTable('presentations')
    .set({ team_id: teamId, folder_id: null, updated_at: now })
    .where('id', '=', presentationId)
    .execute();
}

/** The teams where someone is the only owner, with how many members each has. */
export async function teamsSolelyOwnedBy(db: Db, userId: number) {
  const owned = await db
    .selectFrom('team_members')
    .select('team_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'owner')
    .execute();
  const result: { teamId: number; members: number }[] = [];
  for (const { team_id } of owned) {
    if ((await countMembers(db, team_id, 'owner')) === 1)
      result.push({ teamId: team_id, members: await countMembers(db, team_id) });
  }
  return result;
}

/** Which of someone's own presentations are in a team, and which (for the dashboard's rows). */
export async function teamPlacementsOf(db: Db, ownerId: number) {
  return db
    .selectFrom('presentations')
    .select(['id', 'team_id'])
    .where('owner_id', '=', ownerId)
    .where('team_id', 'is not', null)
    .execute();
}
