// Teams over real HTTP on every dialect: making, renaming and deleting a team, its
// page, making presentations in it and moving them in and out, and what an account's deletion does
// to its teams. Members, roles and leaving are team-members.test.ts; invitations team-invitations.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/accounts';
import { releaseTeamsOf } from '../../../src/features/teams/account-deletion.service';
import { findTeamByTid } from '../../../src/features/teams/repository';
import { TEAM_LIMITS } from '../../../src/kernel/limits';
import { logIn, newcomer } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { addMember, createTeamVia } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: teams', (dialect) => {
  let t: TestApp;
  let owner: { user: User; client: TestClient };
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await newcomer(t);
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

  it('makes a team whose maker is its owner, listed on the dashboard with the role', async () => {
    const made = await createTeamVia(owner.client, '  Design   <team>  ');
    expect(made).toMatchObject({ name: 'Design <team>', role: 'owner', path: `/teams/${made.tid}/` });
    expect(made.tid).toMatch(/^[a-z0-9]{12}$/);
    const list = await (await owner.client.get('/api/v4/teams/')).json();
    expect(list.teams.map((x: { tid: string }) => x.tid)).toContain(made.tid);
    const dashboard = await markup(await owner.client.get('/dashboard/next/'));
    expect(dashboard).toContain('Design &lt;team&gt;');
    expect(dashboard).toContain('Create a team');
  });

  it('refuses an empty or too long name, and more teams than one person may be in', async () => {
    for (const [name, code] of [
      ['   ', 'name_required'],
      ['x'.repeat(TEAM_LIMITS.teamNameLength + 1), 'name_too_long'],
    ]) {
      const response = await owner.client.request('POST', '/api/v4/teams/', { json: { name } });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe(code);
    }
    const busy = await person();
    for (let i = 0; i < TEAM_LIMITS.teamsPerUser; i++) await createTeamVia(busy.client);
    const response = await busy.client.request('POST', '/api/v4/teams/', { json: { name: 'One more' } });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('too_many_teams');
  });

  it('shows the team page to members only: others get 404, signed-out visitors the log-in page', async () => {
    const made = await createTeamVia(owner.client, 'Visible team');
    const viewer = await person();
    await addMember(t, made.tid, viewer.user, 'viewer');
    const p = await buildPresentation(t.handle, owner.user, { title: 'Team deck', privacy: 'private' });
    await t.handle.db
      .updateTable('presentations')
      .set({ team_id: (await team(made.tid)).id })
      .where('id', '=', p.id)
      .execute();
    const page = await owner.client.get(made.path);
    expect(page.status).toBe(200);
    const html = await markup(page);
    expect(html).toContain('Visible team');
    expect(html).toContain('Team deck');
    expect(html).toContain('You can edit');
    expect(html).toContain('New presentation');
    const asViewer = await markup(await viewer.client.get(made.path));
    expect(asViewer).toContain('You can view');
    expect(asViewer).not.toContain('New presentation');
    const outsider = await person();
    expect((await outsider.client.get(made.path)).status).toBe(404);
    expect((await outsider.client.get(`/teams/${'z'.repeat(12)}/`)).status).toBe(404);
    const anonymous = await fetch(`${t.url}${made.path}`, { redirect: 'manual' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toContain('/login/?next=');
  });

  it('renames the team (owners) and deletes it: presentations return to their makers, folders go', async () => {
    const made = await createTeamVia(owner.client, 'Short-lived');
    const admin = await person();
    const member = await person();
    const teamId = await addMember(t, made.tid, admin.user, 'admin');
    await addMember(t, made.tid, member.user, 'member');
    const renameAs = (client: TestClient) =>
      client.request('PATCH', `/api/v4/teams/${made.tid}/`, { json: { name: 'Renamed' } });
    expect((await renameAs(admin.client)).status).toBe(403);
    expect((await renameAs(member.client)).status).toBe(403);
    const renamed = await renameAs(owner.client);
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).team.name).toBe('Renamed');

    const made1 = await member.client.request('POST', '/api/v4/presentations/blank/', {
      json: { privacy: 'private', team: made.tid },
    });
    expect(made1.status).toBe(201);
    const { oid } = await made1.json();
    const folder = await t.handle.db
      .insertInto('folders')
      .values({
        fid: 'fold00000001',
        name: 'Team folder',
        owner_id: member.user.id,
        team_id: teamId,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .updateTable('presentations')
      .set({ folder_id: folder.id })
      .where('oid', '=', oid)
      .execute();

    expect((await admin.client.request('DELETE', `/api/v4/teams/${made.tid}/`)).status).toBe(403);
    expect((await owner.client.request('DELETE', `/api/v4/teams/${made.tid}/`)).status).toBe(204);
    const after = await presentationRow(oid);
    expect(after).toMatchObject({ owner_id: member.user.id, team_id: null, folder_id: null });
    expect(
      await t.handle.db.selectFrom('folders').select('id').where('team_id', '=', teamId).execute(),
    ).toEqual([]);
    expect(await findTeamByTid(t.handle.db, made.tid)).toBeUndefined();
    expect((await member.client.get(made.path)).status).toBe(404);
    // Its maker still has it, in their own space.
    expect((await member.client.get(`/api/v4/presentation/${oid}/`)).status).toBe(200);
    expect((await admin.client.get(`/api/v4/presentation/${oid}/`)).status).toBe(404);
  });

  it('makes presentations in the team for its members, not its viewers or outsiders', async () => {
    const made = await createTeamVia(owner.client, 'Makers');
    const member = await person();
    const viewer = await person();
    const outsider = await person();
    await addMember(t, made.tid, member.user, 'member');
    await addMember(t, made.tid, viewer.user, 'viewer');
    const blank = (client: TestClient) =>
      client.request('POST', '/api/v4/presentations/blank/', {
        json: { privacy: 'private', team: made.tid },
      });
    expect((await blank(viewer.client)).status).toBe(403);
    expect((await blank(outsider.client)).status).toBe(404);
    const created = await blank(member.client);
    expect(created.status).toBe(201);
    const { oid } = await created.json();
    expect((await presentationRow(oid)).team_id).toBe((await team(made.tid)).id);
    // Every member sees it with their right; the viewer reads but does not edit.
    expect((await owner.client.get(`/api/v4/presentation/${oid}/`)).status).toBe(200);
    expect((await viewer.client.get(`/api/v4/presentation/${oid}/`)).status).toBe(200);
    const edit = await viewer.client.request('PATCH', `/api/v4/presentation/${oid}/`, {
      json: { title: 'No' },
    });
    expect(edit.status).toBe(403);
    expect((await outsider.client.get(`/api/v4/presentation/${oid}/`)).status).toBe(404);
    // The Markdown paste form of the team page (no JavaScript) and a template make it there too.
    const form = await member.client.request('POST', '/dashboard/next/', {
      form: {
        source: '# Pasted\n\n## One\n',
        privacy: 'private',
        team: made.tid,
        csrfmiddlewaretoken: member.client.csrfToken!,
      },
    });
    expect(form.status).toBe(303);
    const pasted = form.headers.get('location')!.split('/')[2]!;
    expect((await presentationRow(pasted)).team_id).toBe((await team(made.tid)).id);
    const source = await member.client.request('POST', '/api/v4/presentations/', {
      json: { source: '# Source\n\n## A\n', privacy: 'public', team: made.tid },
    });
    expect(source.status).toBe(201);
    const viewerForm = await viewer.client.request('POST', '/dashboard/next/', {
      form: {
        source: '# No\n',
        privacy: 'private',
        team: made.tid,
        csrfmiddlewaretoken: viewer.client.csrfToken!,
      },
    });
    expect(viewerForm.status).toBe(403);
  });

  it('moves one’s own presentation into a team and out, by canMove', async () => {
    const made = await createTeamVia(owner.client, 'Movers');
    const member = await person();
    const viewer = await person();
    await addMember(t, made.tid, member.user, 'member');
    await addMember(t, made.tid, viewer.user, 'viewer');
    const mine = await buildPresentation(t.handle, member.user, { privacy: 'private', title: 'Mine' });
    const move = (client: TestClient, oid: string, tid: string | null) =>
      client.request('PUT', `/api/v4/presentation/${oid}/team/`, { json: { tid } });
    // Only its owner moves it; into the team it goes, at the top.
    expect((await move(owner.client, mine.oid, made.tid)).status).toBe(404);
    const moved = await move(member.client, mine.oid, made.tid);
    expect(moved.status).toBe(200);
    expect((await moved.json()).team).toEqual({ tid: made.tid, name: 'Movers' });
    expect((await owner.client.get(`/api/v4/presentation/${mine.oid}/`)).status).toBe(200);
    // The dashboard row and the presentation's settings page say where it is.
    expect(await markup(await member.client.get('/dashboard/next/'))).toContain('In team Movers');
    expect(await markup(await member.client.get(`/dashboard/next/${mine.oid}/`))).toContain('In team Movers');
    // A member may not take it back out of the team (that is for owners and admins).
    const out = await move(member.client, mine.oid, null);
    expect(out.status).toBe(403);
    // A viewer's presentation does not go in.
    const theirs = await buildPresentation(t.handle, viewer.user, { privacy: 'private' });
    expect((await move(viewer.client, theirs.oid, made.tid)).status).toBe(403);
    // A team one is not in is not there at all.
    const elsewhere = await createTeamVia((await person()).client, 'Elsewhere');
    expect((await move(member.client, mine.oid, elsewhere.tid)).status).toBe(404);
    // The owner moves their own out again.
    const own = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
    expect((await move(owner.client, own.oid, made.tid)).status).toBe(200);
    expect((await move(owner.client, own.oid, null)).status).toBe(200);
    expect((await presentationRow(own.oid)).team_id).toBeNull();
    // Bad bodies are 400s.
    for (const body of [{ tid: 'NOT A TID' }, {}, { tid: 5 }])
      expect(
        (await owner.client.request('PUT', `/api/v4/presentation/${own.oid}/team/`, { json: body })).status,
      ).toBe(400);
  });

  it('shows the team’s folders on its page, and its presentations filed in a folder only inside it', async () => {
    const made = await createTeamVia(owner.client, 'Filers');
    const member = await person();
    await addMember(t, made.tid, member.user, 'member');
    const talk = await buildPresentation(t.handle, member.user, { privacy: 'private', title: 'Filed talk' });
    expect(
      (
        await member.client.request('PUT', `/api/v4/presentation/${talk.oid}/team/`, {
          json: { tid: made.tid },
        })
      ).status,
    ).toBe(200);
    const folder = await member.client.request('POST', '/api/v4/folders/', {
      json: { name: 'Quarterly <reviews>', tid: made.tid },
    });
    expect(folder.status).toBe(201);
    const { fid } = (await folder.json()).folder;
    const before = await markup(await owner.client.get(`/teams/${made.tid}/`));
    expect(before).toContain('Quarterly &lt;reviews&gt;');
    expect(before).toContain('Filed talk');
    const moved = await member.client.request('POST', '/api/v4/folders/moves/', {
      json: { oid: talk.oid, toFid: fid, toTid: made.tid },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await markup(await owner.client.get(`/teams/${made.tid}/`))).not.toContain('Filed talk');
    expect(await markup(await owner.client.get(`/folders/${fid}/`))).toContain('Filed talk');
  });

  it('before an account is deleted: refused as the only owner of a team with others; alone, the team goes', async () => {
    const sole = await buildUser(t.handle);
    const soleClient = await logIn(t, sole);
    const shared = await createTeamVia(soleClient, 'Shared team');
    const alone = await createTeamVia(soleClient, 'Alone team');
    const member = await buildUser(t.handle);
    await addMember(t, shared.tid, member, 'member');
    await expect(releaseTeamsOf(t.handle.db, sole)).rejects.toMatchObject({
      status: 409,
      code: 'sole_team_owner',
    });
    expect(await findTeamByTid(t.handle.db, alone.tid)).toBeDefined();
    // With a second owner, the account departs as a leaver does, and its lone team is deleted.
    await addMember(t, shared.tid, member, 'owner').catch(async () => {
      await t.handle.db
        .updateTable('team_members')
        .set({ role: 'owner' })
        .where('user_id', '=', member.id)
        .execute();
    });
    const created = await soleClient.request('POST', '/api/v4/presentations/blank/', {
      json: { privacy: 'private', team: shared.tid },
    });
    const { oid } = await created.json();
    await releaseTeamsOf(t.handle.db, sole);
    expect(await findTeamByTid(t.handle.db, alone.tid)).toBeUndefined();
    expect((await presentationRow(oid)).owner_id).toBe(member.id);
    expect(await (await soleClient.get('/api/v4/teams/')).json()).toEqual({ teams: [] });
  });
});
