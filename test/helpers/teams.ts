// Teams in tests: a team made through the API by its first owner, or put straight into
// the tables with its members by role (the teams calls and the invitation journey have their own
// tests), members added the same way, and an invitation's token read from the link the API answers with.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { User } from '../../src/features/accounts';
import type { TeamSummary } from '../../src/features/teams/contracts';
import { findTeamByTid } from '../../src/features/teams/repository';
import type { TeamRole } from '../../src/kernel/access/permissions';
import { newOid } from '../../src/kernel/ids';
import type { TestClient } from './client';
import type { TestApp } from './test-app';

let made = 0;

/** A team put straight into the tables, with its members by role. */
export async function buildTeam(
  t: TestApp,
  members: [User, TeamRole][],
  options: { tid?: string; name?: string; createdBy?: number | null } = {},
): Promise<{ id: number; tid: string }> {
  made += 1;
  const now = new Date().toISOString();
  const tid = options.tid ?? newOid();
  const team = await t.handle.db
    .insertInto('teams')
    .values({
      tid,
      name: options.name ?? `Team ${made}`,
      created_by: options.createdBy === undefined ? (members[0]?.[0].id ?? null) : options.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [user, role] of members)
    await t.handle.db
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: user.id, role, created_at: now })
      .execute();
  return { id: team.id, tid };
}

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
  const team = await buildTeam(
    t,
    [
      [owner, 'owner'],
      [member, 'member'],
    ],
    { tid: 'secteam00001', name: 'Security team' },
  );
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
