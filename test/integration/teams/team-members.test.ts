// A team's members over real HTTP on every dialect: roles within canChangeMember and
// the last owner, leaving and being removed (a former member keeps nothing of the team's: what
// they made passes to the longest-standing owner, their sharing ends, everything answers 404),
// races between owners, the audit log a page at a time, and who sees the settings how.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/accounts';
import { findTeamByTid } from '../../../src/features/teams/repository';
import { AUDIT_PAGE } from '../../../src/features/teams/teams.service';
import { newcomer } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { addMember, createTeamVia } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: team members', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const person = () => newcomer(t);
  /** A page's markup without its data (which carries every message the page may show). */
  const markup = async (response: Response) =>
    (await response.text()).split('<script type="application/json"')[0]!;
  const team = async (tid: string) => (await findTeamByTid(t.handle.db, tid))!;
  const presentationRow = (oid: string) =>
    t.handle.db.selectFrom('presentations').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow();

  it('changes roles within canChangeMember and always keeps an owner', async () => {
    const solo = await person();
    const made = await createTeamVia(solo.client, 'Roles');
    const admin = await person();
    const member = await person();
    await addMember(t, made.tid, admin.user, 'admin');
    await addMember(t, made.tid, member.user, 'member');
    const change = (client: TestClient, who: User, role: string) =>
      client.request('PATCH', `/api/v4/teams/${made.tid}/members/${who.oid}/`, { json: { role } });
    // The last owner cannot step down.
    const last = await change(solo.client, solo.user, 'admin');
    expect(last.status).toBe(409);
    expect((await last.json()).error.code).toBe('last_owner');
    // Admins move members and viewers, never to admin or owner, never other admins.
    expect((await change(admin.client, member.user, 'viewer')).status).toBe(200);
    expect((await change(admin.client, member.user, 'admin')).status).toBe(403);
    expect((await change(admin.client, member.user, 'owner')).status).toBe(403);
    expect((await change(member.client, admin.user, 'viewer')).status).toBe(403);
    expect((await change(admin.client, solo.user, 'member')).status).toBe(403);
    // The owner makes the admin an owner, and may then step down.
    expect((await change(solo.client, admin.user, 'owner')).status).toBe(200);
    expect((await change(solo.client, solo.user, 'member')).status).toBe(200);
    expect((await change(solo.client, admin.user, 'member')).status).toBe(403);
    expect((await change(admin.client, member.user, 'nonsense')).status).toBe(400);
    const stranger = await buildUser(t.handle);
    expect((await change(admin.client, stranger, 'member')).status).toBe(404);
  });

  it('a member who leaves keeps nothing: their team work passes to the longest-standing owner', async () => {
    const first = await person();
    const made = await createTeamVia(first.client, 'Departures');
    const teamId = (await team(made.tid)).id;
    const later = await person();
    await addMember(t, made.tid, later.user, 'owner');
    const leaver = await person();
    await addMember(t, made.tid, leaver.user, 'member');
    // What the leaver made in the team, a team presentation shared with them directly, and a team folder.
    const created = await leaver.client.request('POST', '/api/v4/presentations/blank/', {
      json: { privacy: 'private', team: made.tid },
    });
    const { oid } = await created.json();
    const shared = await buildPresentation(t.handle, first.user, { privacy: 'private' });
    await t.handle.db
      .updateTable('presentations')
      .set({ team_id: teamId })
      .where('id', '=', shared.id)
      .execute();
    const now = new Date().toISOString();
    await t.handle.db
      .insertInto('collaborators')
      .values({ presentation_id: shared.id, user_id: leaver.user.id, role: 'edit', created_at: now })
      .execute();
    const folder = await t.handle.db
      .insertInto('folders')
      .values({
        fid: 'fold00000002',
        name: 'Theirs',
        owner_id: leaver.user.id,
        team_id: teamId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('folder_collaborators')
      .values({ folder_id: folder.id, user_id: leaver.user.id, role: 'edit', created_at: now })
      .execute();
    // Their own presentation outside the team stays theirs.
    const personal = await buildPresentation(t.handle, leaver.user, { privacy: 'private' });

    expect((await leaver.client.request('POST', `/api/v4/teams/${made.tid}/leave/`)).status).toBe(204);
    expect((await presentationRow(oid)).owner_id).toBe(first.user.id);
    expect((await presentationRow(personal.oid)).owner_id).toBe(leaver.user.id);
    const folderRow = await t.handle.db
      .selectFrom('folders')
      .selectAll()
      .where('id', '=', folder.id)
      .executeTakeFirstOrThrow();
    expect(folderRow.owner_id).toBe(first.user.id);
    expect(
      await t.handle.db
        .selectFrom('collaborators')
        .select('user_id')
        .where('user_id', '=', leaver.user.id)
        .execute(),
    ).toEqual([]);
    expect(
      await t.handle.db
        .selectFrom('folder_collaborators')
        .select('user_id')
        .where('user_id', '=', leaver.user.id)
        .execute(),
    ).toEqual([]);
    for (const p of [oid, shared.oid])
      expect((await leaver.client.get(`/api/v4/presentation/${p}/`)).status).toBe(404);
    expect((await leaver.client.get(made.path)).status).toBe(404);
    expect((await leaver.client.get(`${made.path}settings/`)).status).toBe(404);
    expect((await leaver.client.request('POST', `/api/v4/teams/${made.tid}/leave/`)).status).toBe(404);
  });

  it('removes members within canChangeMember, with the same hand-over; the last owner cannot leave', async () => {
    const boss = await person();
    const made = await createTeamVia(boss.client, 'Removals');
    const admin = await person();
    const member = await person();
    const otherAdmin = await person();
    await addMember(t, made.tid, admin.user, 'admin');
    await addMember(t, made.tid, member.user, 'member');
    await addMember(t, made.tid, otherAdmin.user, 'admin');
    const created = await member.client.request('POST', '/api/v4/presentations/blank/', {
      json: { privacy: 'private', team: made.tid },
    });
    const { oid } = await created.json();
    const remove = (client: TestClient, who: User) =>
      client.request('DELETE', `/api/v4/teams/${made.tid}/members/${who.oid}/`);
    expect((await remove(member.client, admin.user)).status).toBe(403);
    expect((await remove(admin.client, otherAdmin.user)).status).toBe(403);
    expect((await remove(admin.client, boss.user)).status).toBe(403);
    const self = await remove(admin.client, admin.user);
    expect(self.status).toBe(400);
    expect((await self.json()).error.code).toBe('use_leave');
    expect((await remove(admin.client, member.user)).status).toBe(204);
    expect((await presentationRow(oid)).owner_id).toBe(boss.user.id);
    expect((await member.client.get(`/api/v4/presentation/${oid}/`)).status).toBe(404);
    expect((await remove(admin.client, member.user)).status).toBe(404);
    const leave = await boss.client.request('POST', `/api/v4/teams/${made.tid}/leave/`);
    expect(leave.status).toBe(409);
    expect((await leave.json()).error.code).toBe('last_owner');
    expect((await otherAdmin.client.request('POST', `/api/v4/teams/${made.tid}/leave/`)).status).toBe(204);
  });

  it('keeps an owner when its two owners leave, or demote each other, at the same moment', async () => {
    const a = await person();
    const made = await createTeamVia(a.client, 'Race');
    const b = await person();
    await addMember(t, made.tid, b.user, 'owner');
    const left = await Promise.all(
      [a, b].map((who) => who.client.request('POST', `/api/v4/teams/${made.tid}/leave/`)),
    );
    expect(left.map((r) => r.status).sort()).toEqual([204, 409]);
    const teamId = (await team(made.tid)).id;
    const owners = () =>
      t.handle.db
        .selectFrom('team_members')
        .select('user_id')
        .where('team_id', '=', teamId)
        .where('role', '=', 'owner')
        .execute();
    expect(await owners()).toHaveLength(1);
    const stayed = left[0]!.status === 204 ? b : a;
    const c = await person();
    await addMember(t, made.tid, c.user, 'owner');
    const demoted = await Promise.all([
      stayed.client.request('PATCH', `/api/v4/teams/${made.tid}/members/${c.user.oid}/`, {
        json: { role: 'member' },
      }),
      c.client.request('PATCH', `/api/v4/teams/${made.tid}/members/${stayed.user.oid}/`, {
        json: { role: 'member' },
      }),
    ]);
    // The second finds itself no longer an owner (403) or the other the last one (409).
    const statuses = demoted.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await owners()).toHaveLength(1);
  });

  it('keeps an audit log of membership changes, newest first, a page at a time, for owners and admins', async () => {
    const boss = await person();
    const made = await createTeamVia(boss.client, 'Audited');
    const member = await person();
    const admin = await person();
    await addMember(t, made.tid, member.user, 'member');
    await addMember(t, made.tid, admin.user, 'admin');
    const invited = await boss.client.request('POST', `/api/v4/teams/${made.tid}/invitations/`, {
      json: { email: 'Someone@Example.com', role: 'viewer' },
    });
    expect(invited.status).toBe(201);
    const { invitation } = await invited.json();
    expect(
      (await boss.client.request('DELETE', `/api/v4/teams/${made.tid}/invitations/${invitation.id}/`)).status,
    ).toBe(204);
    await boss.client.request('PATCH', `/api/v4/teams/${made.tid}/members/${member.user.oid}/`, {
      json: { role: 'viewer' },
    });
    await boss.client.request('DELETE', `/api/v4/teams/${made.tid}/members/${member.user.oid}/`);
    await admin.client.request('POST', `/api/v4/teams/${made.tid}/leave/`);
    const log = await (await boss.client.get(`/api/v4/teams/${made.tid}/audit/`)).json();
    expect(
      log.entries.map((e: { action: string; subject: string; role: string | null; actor: string }) => [
        e.action,
        e.subject,
        e.role,
        e.actor,
      ]),
    ).toEqual([
      ['left', admin.user.username, null, admin.user.username],
      ['removed', member.user.username, null, boss.user.username],
      ['role_changed', member.user.username, 'viewer', boss.user.username],
      ['invitation_revoked', 'someone@example.com', 'viewer', boss.user.username],
      ['invited', 'someone@example.com', 'viewer', boss.user.username],
    ]);
    expect(log.next).toBeNull();
    const teamId = (await team(made.tid)).id;
    await t.handle.db
      .insertInto('team_audit')
      .values(
        Array.from({ length: AUDIT_PAGE + 5 }, (_, i) => ({
          team_id: teamId,
          actor_id: boss.user.id,
          action: 'invited',
          subject: `bulk${i}@example.com`,
          role: 'member' as const,
          at: new Date().toISOString(),
        })),
      )
      .execute();
    const first = await (await boss.client.get(`/api/v4/teams/${made.tid}/audit/`)).json();
    expect(first.entries).toHaveLength(AUDIT_PAGE);
    expect(first.entries[0].subject).toBe(`bulk${AUDIT_PAGE + 4}@example.com`);
    const second = await (
      await boss.client.get(`/api/v4/teams/${made.tid}/audit/?before=${first.next}`)
    ).json();
    expect(second.entries).toHaveLength(10);
    expect(second.next).toBeNull();
    const viewer = await person();
    await addMember(t, made.tid, viewer.user, 'viewer');
    expect((await viewer.client.get(`/api/v4/teams/${made.tid}/audit/`)).status).toBe(403);
    expect((await (await person()).client.get(`/api/v4/teams/${made.tid}/audit/`)).status).toBe(404);
    expect((await boss.client.get(`/api/v4/teams/${made.tid}/audit/?before=abc`)).status).toBe(400);
  });

  it('shows members and viewers the settings read-only; owners and admins manage', async () => {
    const boss = await person();
    const made = await createTeamVia(boss.client, 'Settings');
    const admin = await person();
    const member = await person();
    await addMember(t, made.tid, admin.user, 'admin');
    await addMember(t, made.tid, member.user, 'member');
    const page = (client: TestClient) => client.get(`/teams/${made.tid}/settings/`);
    const asOwner = await markup(await page(boss.client));
    expect(asOwner).toContain('Invite people');
    expect(asOwner).toContain('Audit log');
    expect(asOwner).toContain('Delete the team');
    const asAdmin = await markup(await page(admin.client));
    expect(asAdmin).toContain('Invite people');
    expect(asAdmin).not.toContain('Delete the team');
    const asMember = await page(member.client);
    expect(asMember.status).toBe(200);
    const memberHtml = await markup(asMember);
    expect(memberHtml).toContain(admin.user.username);
    expect(memberHtml).toContain('Leave the team');
    expect(memberHtml).not.toContain('Invite people');
    expect(memberHtml).not.toContain('Audit log');
    expect((await page((await person()).client)).status).toBe(404);
  });
});
