// An invitation is bound to the address it was sent to, on every dialect: only an account with
// that address (in any case) joins by accepting; any other account's acceptance waits for the
// team's approval (the inviter is mailed), joins only once an owner or admin who could have sent
// it approves, and declining keeps them out and closes the link. The audit log names the invited
// address and the account that accepted, every time. And one account sends at most
// invitationsPerAccountPerDay invitations a day across all its teams.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationCreated, TeamAuditEntry } from '../../../src/features/teams/contracts';
import { findTeamByTid } from '../../../src/features/teams/repository';
import { TEAM_LIMITS } from '../../../src/kernel/limits';
import { newcomer } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { addMember, createTeamVia, tokenOf } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: invitations bound to their address', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(dialect, { ...smtp.env, NOTIFICATIONS_POLL_MS: '40' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const person = (overrides = {}) => newcomer(t, overrides);
  const invite = async (client: TestClient, tid: string, email: string, role = 'member') => {
    const response = await client.request('POST', `/api/v4/teams/${tid}/invitations/`, {
      json: { email, role },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as InvitationCreated;
  };
  const accept = (client: TestClient, sent: InvitationCreated) =>
    client.request('POST', `/api/v4/teams/join/${tokenOf(sent.link)}/`);
  const decide = (client: TestClient, tid: string, id: number, verb: string, userOid: string) =>
    client.request('POST', `/api/v4/teams/${tid}/invitations/${id}/${verb}/`, { json: { userOid } });
  const lastAudit = async (client: TestClient, tid: string) =>
    ((await (await client.get(`/api/v4/teams/${tid}/audit/`)).json()) as { entries: TeamAuditEntry[] })
      .entries[0];
  const roleIn = async (tid: string, userId: number) => {
    const team = (await findTeamByTid(t.handle.db, tid))!;
    const row = await t.handle.db
      .selectFrom('team_members')
      .select('role')
      .where('team_id', '=', team.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.role;
  };
  const markup = async (response: Response) =>
    (await response.text()).split('<script type="application/json"')[0]!;

  it('does not let an account with another address join: its acceptance waits, the inviter is told', async () => {
    const boss = await person({ firstName: 'Bea', lastName: 'Boss' });
    const team = await createTeamVia(boss.client, 'Bound team');
    const sent = await invite(boss.client, team.tid, 'invited.admin@example.com', 'admin');
    const intruder = await person();
    const answer = await accept(intruder.client, sent);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ pending: true });
    expect(await roleIn(team.tid, intruder.user.id)).toBeUndefined();
    expect((await intruder.client.get(team.path)).status).toBe(404);
    expect(await lastAudit(boss.client, team.tid)).toMatchObject({
      action: 'acceptance_requested',
      subject: intruder.user.username,
      email: 'invited.admin@example.com',
      actor: intruder.user.username,
      role: 'admin',
    });
    const mail = await smtp.waitFor((m) => m.to.includes(boss.user.email));
    expect(mail.text).toContain(intruder.user.username);
    expect(mail.text).toContain('invited.admin@example.com');
    expect(mail.text).toContain(`${t.url}${team.settingsPath}`);
    // Asking again is the same answer; a third account cannot take the pending place.
    expect((await accept(intruder.client, sent)).status).toBe(202);
    const other = await accept((await person()).client, sent);
    expect(other.status).toBe(409);
    expect((await other.json()).error.code).toBe('acceptance_pending');
    // The invitation page says it waits; the owner's pending list names who asked.
    expect(await markup(await intruder.client.get(`/teams/join/${tokenOf(sent.link)}/`))).toContain(
      'waits for the team’s approval',
    );
    const settings = await markup(await boss.client.get(team.settingsPath));
    const pending = settings.slice(
      settings.indexOf('id="team-invitations"'),
      settings.indexOf('id="team-audit"'),
    );
    expect(pending).toContain(`@${intruder.user.username}`);
    // The invited address itself still joins directly, which closes the pending request.
    const rightful = await person({ email: 'invited.admin@example.com' });
    expect((await accept(rightful.client, sent)).status).toBe(200);
    expect(await roleIn(team.tid, rightful.user.id)).toBe('admin');
    const late = await decide(boss.client, team.tid, sent.invitation.id, 'approve', intruder.user.oid);
    expect(late.status).toBe(410);
    expect(await roleIn(team.tid, intruder.user.id)).toBeUndefined();
  });

  it('lets the account with the invited address join, in any case, and logs the address and the account', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const joiner = await person();
    await t.handle.db
      .updateTable('users')
      .set({ email: 'Case.Person@Example.com' })
      .where('id', '=', joiner.user.id)
      .execute();
    const sent = await invite(boss.client, team.tid, 'CASE.person@example.COM', 'viewer');
    const answer = await accept(joiner.client, sent);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ tid: team.tid, role: 'viewer', path: team.path });
    expect(await lastAudit(boss.client, team.tid)).toMatchObject({
      action: 'joined',
      subject: joiner.user.username,
      email: 'case.person@example.com',
      actor: joiner.user.username,
      role: 'viewer',
    });
  });

  it('joins a waiting account at the invited role only once an owner or admin who could invite it approves', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const admin = await person();
    const member = await person();
    await addMember(t, team.tid, admin.user, 'admin');
    await addMember(t, team.tid, member.user, 'member');
    const sent = await invite(boss.client, team.tid, 'elsewhere@example.com', 'admin');
    const asker = await person();
    expect((await accept(asker.client, sent)).status).toBe(202);
    const id = sent.invitation.id;
    const byAdmin = await decide(admin.client, team.tid, id, 'approve', asker.user.oid);
    expect(byAdmin.status).toBe(403);
    expect((await byAdmin.json()).error.code).toBe('role_not_allowed');
    expect((await decide(member.client, team.tid, id, 'approve', asker.user.oid)).status).toBe(403);
    expect((await decide((await person()).client, team.tid, id, 'approve', asker.user.oid)).status).toBe(404);
    // Approving someone other than who asked changes nothing.
    const wrong = await decide(boss.client, team.tid, id, 'approve', member.user.oid);
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error.code).toBe('no_pending_acceptance');
    expect(await roleIn(team.tid, asker.user.id)).toBeUndefined();
    const approved = await decide(boss.client, team.tid, id, 'approve', asker.user.oid);
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await approved.json()).toEqual({ username: asker.user.username, role: 'admin' });
    expect(await roleIn(team.tid, asker.user.id)).toBe('admin');
    expect(await lastAudit(boss.client, team.tid)).toMatchObject({
      action: 'acceptance_approved',
      subject: asker.user.username,
      email: 'elsewhere@example.com',
      actor: boss.user.username,
      role: 'admin',
    });
    expect((await asker.client.get(`/teams/join/${tokenOf(sent.link)}/`)).status).toBe(410);
    expect((await decide(boss.client, team.tid, id, 'approve', asker.user.oid)).status).toBe(410);
  });

  it('keeps a declined account out and closes the link', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const admin = await person();
    await addMember(t, team.tid, admin.user, 'admin');
    const sent = await invite(boss.client, team.tid, 'forwarded@example.com');
    const asker = await person();
    expect((await accept(asker.client, sent)).status).toBe(202);
    const declined = await decide(admin.client, team.tid, sent.invitation.id, 'decline', asker.user.oid);
    expect(declined.status).toBe(204);
    expect(await roleIn(team.tid, asker.user.id)).toBeUndefined();
    expect(await lastAudit(boss.client, team.tid)).toMatchObject({
      action: 'acceptance_declined',
      subject: asker.user.username,
      email: 'forwarded@example.com',
      actor: admin.user.username,
      role: 'member',
    });
    expect((await accept(asker.client, sent)).status).toBe(410);
    const rightful = await person({ email: 'forwarded@example.com' });
    expect((await accept(rightful.client, sent)).status).toBe(410);
    expect((await decide(admin.client, team.tid, sent.invitation.id, 'decline', asker.user.oid)).status).toBe(
      410,
    );
  });

  it('joins once when the invitee accepts their own invitation as their other one is approved', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const joiner = await person();
    const own = await invite(boss.client, team.tid, joiner.user.email, 'viewer');
    const other = await invite(boss.client, team.tid, 'other-address@example.com');
    expect((await accept(joiner.client, other)).status).toBe(202);
    const statuses = (
      await Promise.all([
        accept(joiner.client, own),
        decide(boss.client, team.tid, other.invitation.id, 'approve', joiner.user.oid),
      ])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409]);
    const rows = await t.handle.db
      .selectFrom('team_members')
      .select('role')
      .where('user_id', '=', joiner.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sends at most invitationsPerAccountPerDay invitations a day from one account, across its teams', async () => {
    const boss = await person();
    const teams = [await createTeamVia(boss.client), await createTeamVia(boss.client)];
    const third = await createTeamVia(boss.client);
    const coOwner = await person();
    await addMember(t, third.tid, coOwner.user, 'owner');
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const share = Math.ceil(TEAM_LIMITS.invitationsPerAccountPerDay / teams.length);
    expect(share).toBeLessThan(TEAM_LIMITS.invitationsPerDay);
    let made = 0;
    for (const team of teams) {
      const teamId = (await findTeamByTid(t.handle.db, team.tid))!.id;
      const count = Math.min(share, TEAM_LIMITS.invitationsPerAccountPerDay - made);
      await t.handle.db
        .insertInto('team_invitations')
        .values(
          Array.from({ length: count }, (_, i) => ({
            team_id: teamId,
            token_hash: createHash('sha256').update(`${team.tid}-${i}`).digest('hex'),
            email: `spray${i}@example.com`,
            role: 'member' as const,
            invited_by: boss.user.id,
            created_at: hourAgo,
            expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          })),
        )
        .execute();
      made += count;
    }
    const capped = await boss.client.request('POST', `/api/v4/teams/${third.tid}/invitations/`, {
      json: { email: 'one-more@example.com', role: 'member' },
    });
    expect(capped.status).toBe(429);
    expect((await capped.json()).error).toMatchObject({
      code: 'too_many_account_invitations',
      message: expect.stringContaining(String(TEAM_LIMITS.invitationsPerAccountPerDay)),
    });
    // Another account in the same team is not held back, and a day later neither is this one.
    await invite(coOwner.client, third.tid, 'from-co-owner@example.com');
    await t.handle.db
      .updateTable('team_invitations')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('invited_by', '=', boss.user.id)
      .execute();
    await invite(boss.client, third.tid, 'one-more@example.com');
  });
});
