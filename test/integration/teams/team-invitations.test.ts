// Team invitations over real HTTP on every dialect, mailed to a real SMTP server the
// test starts: who may invite with which role, the mail and its one-use link (only a hash kept),
// the answer that never reveals accounts, revoking, the daily cap and the team's size, the
// invitation page signed in and out (log in and come back), accepting, and the clear 404 and 410
// pages of unknown, used, revoked and expired links.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationCreated } from '../../../src/features/teams/contracts';
import { findTeamByTid } from '../../../src/features/teams/repository';
import { TEAM_LIMITS } from '../../../src/kernel/limits';
import { newcomer } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildUser, TEST_PASSWORD } from '../../helpers/factories';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { addMember, createTeamVia, tokenOf } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: team invitations', (dialect) => {
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
  const markup = async (response: Response) =>
    (await response.text()).split('<script type="application/json"')[0]!;
  const invite = (client: TestClient, tid: string, email: string, role = 'member') =>
    client.request('POST', `/api/v4/teams/${tid}/invitations/`, { json: { email, role } });
  const created = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as InvitationCreated;
  };

  it('mails the invitation with a one-use link; only the token’s hash is stored', async () => {
    const boss = await person({ firstName: 'Bea', lastName: 'Boss' });
    const team = await createTeamVia(boss.client, 'Research & <Design>');
    const sent = await created(await invite(boss.client, team.tid, ' New.Person@Example.com ', 'viewer'));
    expect(sent.invitation).toMatchObject({
      email: 'new.person@example.com',
      role: 'viewer',
      invitedBy: boss.user.username,
    });
    expect(sent.link).toMatch(new RegExp(`^${t.url}/teams/join/[A-Za-z0-9_-]{43}/$`));
    const mail = await smtp.waitFor((m) => m.to.includes('new.person@example.com'));
    expect(mail.subject).toBe('Bea Boss invites you to the team “Research & <Design>”');
    expect(mail.text).toContain(sent.link);
    expect(mail.text).toContain('as a viewer');
    expect(mail.html).toContain('Research &amp; &lt;Design&gt;');
    expect(mail.html).not.toContain('<Design>');
    const token = tokenOf(sent.link);
    const rows = await t.handle.db.selectFrom('team_invitations').select(['token_hash']).execute();
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    // The pending list shows it to the owner.
    const settings = await markup(await boss.client.get(`/teams/${team.tid}/settings/`));
    expect(settings).toContain('new.person@example.com');
  });

  it('answers the same whether or not an account has the address', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const existing = await buildUser(t.handle, { email: 'has-account@example.com' });
    const a = await created(await invite(boss.client, team.tid, existing.email));
    const b = await created(await invite(boss.client, team.tid, 'no-account@example.com'));
    const shape = (x: InvitationCreated) => ({
      ...x,
      invitation: { ...x.invitation, id: 0, email: '', createdAt: '', expiresAt: '' },
      link: '',
    });
    expect(shape(a)).toEqual(shape(b));
    expect(JSON.stringify(a)).not.toContain(existing.username);
    const pending = await markup(await boss.client.get(`/teams/${team.tid}/settings/`));
    expect(pending).not.toContain(existing.username);
    // A new invitation to the same address replaces the open one.
    const again = await created(await invite(boss.client, team.tid, existing.email, 'viewer'));
    const open = await t.handle.db
      .selectFrom('team_invitations')
      .select('id')
      .where('email', '=', existing.email)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open.map((r) => r.id)).toEqual([again.invitation.id]);
    expect((await t.app.inject({ method: 'GET', url: `/teams/join/${tokenOf(a.link)}/` })).statusCode).toBe(
      410,
    );
  });

  it('lets owners invite any role, admins members and viewers, and no one else', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const admin = await person();
    const member = await person();
    const viewer = await person();
    await addMember(t, team.tid, admin.user, 'admin');
    await addMember(t, team.tid, member.user, 'member');
    await addMember(t, team.tid, viewer.user, 'viewer');
    expect((await invite(boss.client, team.tid, 'o@example.com', 'owner')).status).toBe(201);
    expect((await invite(admin.client, team.tid, 'm@example.com', 'member')).status).toBe(201);
    const adminAdmin = await invite(admin.client, team.tid, 'a@example.com', 'admin');
    expect(adminAdmin.status).toBe(403);
    expect((await adminAdmin.json()).error.code).toBe('role_not_allowed');
    expect((await invite(member.client, team.tid, 'x@example.com')).status).toBe(403);
    expect((await invite(viewer.client, team.tid, 'x@example.com')).status).toBe(403);
    expect((await invite((await person()).client, team.tid, 'x@example.com')).status).toBe(404);
    for (const [email, role] of [
      ['not an address', 'member'],
      ['', 'member'],
      ['a@b', 'member'],
      [`${'x'.repeat(330)}@example.com`, 'member'],
      ['ok@example.com', 'superuser'],
    ]) {
      const response = await invite(boss.client, team.tid, email!, role);
      expect(response.status, `${email} ${role}`).toBe(400);
    }
  });

  it('revokes pending invitations (owners and admins): the link then answers 410', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const admin = await person();
    await addMember(t, team.tid, admin.user, 'admin');
    const toOwner = await created(await invite(boss.client, team.tid, 'future-owner@example.com', 'owner'));
    const toMember = await created(await invite(boss.client, team.tid, 'future-member@example.com'));
    const revoke = (client: TestClient, id: number) =>
      client.request('DELETE', `/api/v4/teams/${team.tid}/invitations/${id}/`);
    expect((await revoke(admin.client, toOwner.invitation.id)).status).toBe(403);
    expect((await revoke(admin.client, toMember.invitation.id)).status).toBe(204);
    expect((await revoke(admin.client, toMember.invitation.id)).status).toBe(409);
    expect((await revoke(admin.client, 999999)).status).toBe(404);
    const page = await fetch(`${t.url}/teams/join/${tokenOf(toMember.link)}/`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('already used, revoked or has expired');
    const joiner = await person();
    const accept = await joiner.client.request('POST', `/api/v4/teams/join/${tokenOf(toMember.link)}/`);
    expect(accept.status).toBe(410);
    expect((await accept.json()).error.code).toBe('invitation_gone');
  });

  it('shows the invitation signed out, and brings the visitor back to it after logging in', async () => {
    const boss = await person({ publicDisplayName: 'Olga <Owner>' });
    const team = await createTeamVia(boss.client, 'Welcome team');
    const sent = await created(await invite(boss.client, team.tid, 'joiner@example.com', 'admin'));
    const path = `/teams/join/${tokenOf(sent.link)}/`;
    const visitor = await new TestClient(t.url).prime();
    const page = await visitor.get(path);
    expect(page.status).toBe(200);
    const html = await markup(page);
    expect(html).toContain('Welcome team');
    expect(html).toContain('Olga &lt;Owner&gt; invites you to join this team as Admin.');
    expect(html).toContain(`/login/?next=${encodeURIComponent(path)}`);
    expect(html).toContain(`/signup/?next=${encodeURIComponent(path)}`);
    const joiner = await buildUser(t.handle, { email: 'joiner@example.com' });
    const login = await visitor.request('POST', '/login/', {
      form: {
        login: joiner.username,
        password: TEST_PASSWORD,
        next: path,
        csrfmiddlewaretoken: visitor.csrfToken!,
      },
    });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe(path);
    expect(await markup(await visitor.get(path))).toContain('Accept and join');
    // Accepting joins with the invitation's role; the link is then used up.
    const accept = await visitor.request('POST', `/api/v4/teams/join/${tokenOf(sent.link)}/`);
    expect(accept.status).toBe(200);
    expect(await accept.json()).toEqual({ tid: team.tid, role: 'admin', path: team.path });
    expect((await visitor.get(team.path)).status).toBe(200);
    expect((await visitor.get(path)).status).toBe(410);
    const again = await visitor.request('POST', `/api/v4/teams/join/${tokenOf(sent.link)}/`);
    expect(again.status).toBe(410);
    const log = await (await boss.client.get(`/api/v4/teams/${team.tid}/audit/`)).json();
    expect(log.entries[0]).toMatchObject({
      action: 'joined',
      subject: joiner.username,
      role: 'admin',
      actor: joiner.username,
    });
  });

  it('says so to someone already in the team, and keeps the invitation for its rightful use', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const sent = await created(await invite(boss.client, team.tid, 'someone@example.com'));
    const path = `/teams/join/${tokenOf(sent.link)}/`;
    expect(await markup(await boss.client.get(path))).toContain('You are already in this team.');
    const accept = await boss.client.request('POST', `/api/v4${path}`);
    expect(accept.status).toBe(409);
    expect((await accept.json()).error.code).toBe('already_member');
    const rightful = await person({ email: 'someone@example.com' });
    expect((await rightful.client.request('POST', `/api/v4${path}`)).status).toBe(200);
  });

  it('answers 404 for an unknown link and 410 for an expired one, never a 500', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const sent = await created(await invite(boss.client, team.tid, 'late@example.com'));
    await t.handle.db
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sent.invitation.id)
      .execute();
    expect((await fetch(`${t.url}/teams/join/${tokenOf(sent.link)}/`)).status).toBe(410);
    const joiner = await person();
    expect((await joiner.client.request('POST', `/api/v4/teams/join/${tokenOf(sent.link)}/`)).status).toBe(
      410,
    );
    expect((await fetch(`${t.url}/teams/join/${'A'.repeat(43)}/`)).status).toBe(404);
    expect((await fetch(`${t.url}/teams/join/short/`)).status).toBe(404);
    expect((await joiner.client.request('POST', `/api/v4/teams/join/${'A'.repeat(43)}/`)).status).toBe(404);
    // Accepting needs an account.
    const anonymous = await new TestClient(t.url).prime();
    const fresh = await created(await invite(boss.client, team.tid, 'fresh@example.com'));
    expect((await anonymous.request('POST', `/api/v4/teams/join/${tokenOf(fresh.link)}/`)).status).toBe(401);
    // The pending list leaves out expired invitations (the audit log still tells of them).
    const settings = await markup(await boss.client.get(`/teams/${team.tid}/settings/`));
    const pending = settings.slice(
      settings.indexOf('id="team-invitations"'),
      settings.indexOf('id="team-audit"'),
    );
    expect(pending).toContain('1 pending invitation');
    expect(pending).toContain('fresh@example.com');
    expect(pending).not.toContain('late@example.com');
  });

  it('sends at most invitationsPerDay a day per team, and keeps members and invitations within membersPerTeam', async () => {
    const boss = await person();
    const team = await createTeamVia(boss.client);
    const teamId = (await findTeamByTid(t.handle.db, team.tid))!.id;
    const row = (i: number, createdAt: Date) => ({
      team_id: teamId,
      token_hash: createHash('sha256').update(`${team.tid}-${i}-${createdAt.getTime()}`).digest('hex'),
      email: `bulk${i}@example.com`,
      role: 'member' as const,
      invited_by: boss.user.id,
      created_at: createdAt.toISOString(),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.handle.db
      .insertInto('team_invitations')
      .values(Array.from({ length: TEAM_LIMITS.invitationsPerDay }, (_, i) => row(i, hourAgo)))
      .execute();
    const capped = await invite(boss.client, team.tid, 'one-more@example.com');
    expect(capped.status).toBe(429);
    expect((await capped.json()).error.code).toBe('too_many_invitations');
    // A day later the cap is free again, but the team is full of open invitations.
    await t.handle.db
      .updateTable('team_invitations')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('team_id', '=', teamId)
      .execute();
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    await t.handle.db
      .insertInto('team_invitations')
      .values(
        Array.from({ length: TEAM_LIMITS.membersPerTeam - TEAM_LIMITS.invitationsPerDay - 1 }, (_, i) =>
          row(1000 + i, twoDaysAgo),
        ),
      )
      .execute();
    const full = await invite(boss.client, team.tid, 'one-more@example.com');
    expect(full.status).toBe(409);
    expect((await full.json()).error.code).toBe('team_full');
  });
});
