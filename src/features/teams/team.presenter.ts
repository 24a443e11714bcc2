// A team and a member as the team's pages and calls show them.
import type { TeamRole } from '../../kernel/access/permissions';
import { displayName } from '../accounts';
import type { TeamMemberData, TeamSummary } from './contracts';
import { teamPath, teamSettingsPath } from './contracts';
import type { MemberRow, TeamRow } from './repository';

export const presentTeam = (team: Pick<TeamRow, 'tid' | 'name'>, role: TeamRole): TeamSummary => ({
  tid: team.tid,
  name: team.name,
  role,
  path: teamPath(team.tid),
  settingsPath: teamSettingsPath(team.tid),
});

export const presentMember = (row: MemberRow, viewerId: number): TeamMemberData => ({
  oid: row.oid,
  username: row.username,
  name: displayName(row),
  role: row.role,
  since: row.created_at,
  isYou: row.user_id === viewerId,
});
