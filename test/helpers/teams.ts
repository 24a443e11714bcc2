// Teams in tests (issue #19): a team made through the API by its first owner, members put straight
// into the table with a role (the invitation journey has its own tests), and an invitation's token
// read from the link the API answers with.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TeamSummary } from '../../src/contracts/teams';
import { findTeamByTid } from '../../src/db/repositories/teams.repository';
import type { User } from '../../src/db/rows';
import type { TeamRole } from '../../src/domain/permissions';
import type { TestClient } from './client';
import type { TestApp } from './test-app';

let made = 0;

export async function createTeamVia(client: TestClient, name = `Team ${++made}`): Promise<TeamSummary> {
  const response = await client.request('POST', '/api/v4/teams/', { json: { name } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).team as TeamSummary;
}

/** Puts `user` in the team with `role`, `minutesAgo` minutes ago (so who has been there longest is known). */
export async function addMember(t: TestApp, tid: string, user: User, role: TeamRole, minutesAgo = 0) {
  const team = (await findTeamByTid(t.handle.db, tid))!;
  await t.handle.db
    .insertInto('team_members')
    .values({
      team_id: team.id,
      user_id: user.id,
      role,
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    })
    .execute();
  return team.id;
}

export const tokenOf = (link: string) => /\/teams\/join\/([A-Za-z0-9_-]{43})\/$/.exec(link)![1]!;

/**
 * For the security suites' path parameters: a team owned by `owner` with `member` in it and a
 * pending invitation, named as the teams routes name them (tid, userOid, invitationId, token).
 */
export async function buildTeamTargets(t: TestApp, owner: User, member: User) {
  const at = new Date().toISOString();
  const team = await t.handle.db
    .insertInto('teams')
    .values({
      tid: 'secteam00001',
      name: 'Security team',
      created_by: owner.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.handle.db
    .insertInto('team_members')
    .values([
      { team_id: team.id, user_id: owner.id, role: 'owner', created_at: at },
      { team_id: team.id, user_id: member.id, role: 'member', created_at: at },
    ])
    .execute();
  const token = randomBytes(32).toString('base64url');
  const invitation = await t.handle.db
    .insertInto('team_invitations')
    .values({
      team_id: team.id,
      token_hash: createHash('sha256').update(token).digest('hex'),
      email: 'invited@example.com',
      role: 'member',
      invited_by: owner.id,
      created_at: at,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { tid: 'secteam00001', userOid: member.oid, invitationId: String(invitation.id), token };
}
