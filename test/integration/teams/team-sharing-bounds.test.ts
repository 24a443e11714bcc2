// Team and folder sharing cannot leak or outlive its author, on every dialect: sharing a folder
// gives on each presentation in it at most what the person who shared it may grant there; a
// member's folder shares, collaborators and share links end when they leave or are removed (and
// the removal preview counts them first); the team's owners and admins act as owners on its work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { User } from '../../../src/features/accounts';
import { displayName } from '../../../src/features/accounts/user.presenter';
import { defineActors, logIn, type Member } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: team and folder sharing stays within its author’s rights', (dialect) => {
  let t: TestApp;
  // owner: the team's owner; editor: a member; commenter: an admin; other: an outsider.
  const actors = defineActors();
  const { owner, editor, commenter, other } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  type Who = Member | TestClient;
  const clientOf = async (who: Who) => ('client' in who ? await who.client() : who);
  const call = async (who: Who, method: string, path: string, json?: unknown) => {
    const response = await (await clientOf(who)).request(method, path, json === undefined ? {} : { json });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const ok = async (who: Who, method: string, path: string, json?: unknown) => {
    const answer = await call(who, method, path, json);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  };
  const api = (p: Presentation, rest = '') => `/api/v4/presentation/${p.oid}/${rest}`;
  const viewStatus = async (who: Who, p: Presentation) => (await call(who, 'GET', api(p))).status;
  const renameStatus = async (who: Who, p: Presentation) =>
    (await call(who, 'PATCH', api(p), { title: `Renamed ${Math.random()}` })).status;
  const linkStatus = async (linkId: string) => (await fetch(`${t.url}/view/${linkId}/`)).status;

  /** A team with the owner, the member and the admin; a private deck of each of the first two in it. */
  async function teamWithDecks(extra: [User, 'member' | 'viewer'][] = []) {
    const team = await buildTeam(t, [
      [owner.user, 'owner'],
      [editor.user, 'member'],
      [commenter.user, 'admin'],
      ...extra,
    ]);
    const ownersDeck = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
    const membersDeck = await buildPresentation(t.handle, editor.user, { privacy: 'private' });
    for (const p of [ownersDeck, membersDeck])
      await t.handle.db
        .updateTable('presentations')
        .set({ team_id: team.id })
        .where('id', '=', p.id)
        .execute();
    return { team, ownersDeck, membersDeck };
  }

  /** The member makes a team folder, files both decks in it and shares it with the outsider. */
  async function memberSharesFolder(tid: string, decks: Presentation[], role: 'edit' | 'comment') {
    const { folder } = await ok(editor, 'POST', '/api/v4/folders/', { name: 'Mine', tid });
    for (const p of decks)
      await ok(editor, 'POST', '/api/v4/folders/moves/', { oid: p.oid, toFid: folder.fid });
    await ok(editor, 'POST', `/api/v4/folders/${folder.fid}/collaborators/`, {
      login: other.user.username,
      role,
    });
    return folder.fid as string;
  }

  it('gives an outsider nothing of the owner’s private deck a member filed in their shared folder', async () => {
    const { team, ownersDeck, membersDeck } = await teamWithDecks();
    const fid = await memberSharesFolder(team.tid, [ownersDeck, membersDeck], 'edit');
    // The folder page does not even show the owner's deck's title to the outsider.
    const html = await (await (await other.client()).get(`/folders/${fid}/`)).text();
    expect([html.includes(membersDeck.oid), html.includes(ownersDeck.oid)]).toEqual([true, false]);
    expect(await viewStatus(other, ownersDeck)).toBe(404);
    expect(await renameStatus(other, ownersDeck)).toBe(404);
    // What the member may grant (their own deck) the outsider gets, as shared.
    expect(await viewStatus(other, membersDeck)).toBe(200);
    expect(await renameStatus(other, membersDeck)).toBe(200);
    // The team still reaches it as before.
    expect(await viewStatus(editor, ownersDeck)).toBe(200);
  });

  it('gives at most the shared role, and what the team’s admin shares reaches every team deck', async () => {
    const { team, ownersDeck, membersDeck } = await teamWithDecks();
    await memberSharesFolder(team.tid, [membersDeck], 'comment');
    expect(await viewStatus(other, membersDeck)).toBe(200);
    expect(await renameStatus(other, membersDeck)).toBe(403);
    const { folder } = await ok(commenter, 'POST', '/api/v4/folders/', { name: 'Admin’s', tid: team.tid });
    await ok(commenter, 'POST', '/api/v4/folders/moves/', { oid: ownersDeck.oid, toFid: folder.fid });
    await ok(commenter, 'POST', `/api/v4/folders/${folder.fid}/collaborators/`, {
      login: other.user.username,
      role: 'comment',
    });
    expect(await viewStatus(other, ownersDeck)).toBe(200);
    expect(await renameStatus(other, ownersDeck)).toBe(403);
  });

  it('ends a departing member’s folder shares, collaborators and links, and previews them first', async () => {
    const { team, ownersDeck, membersDeck } = await teamWithDecks();
    await memberSharesFolder(team.tid, [membersDeck], 'edit');
    const outsider2 = await buildUser(t.handle);
    await ok(editor, 'POST', api(membersDeck, 'collaborators/'), { login: outsider2.username, role: 'edit' });
    const membersLink = (await ok(editor, 'POST', api(ownersDeck, 'links/'), {})).link.linkId as string;
    const ownersLink = (await ok(owner, 'POST', api(ownersDeck, 'links/'), {})).link.linkId as string;
    const outsider2Tab = await logIn(t, outsider2);
    expect(await viewStatus(other, membersDeck)).toBe(200);
    expect(await viewStatus(outsider2Tab, membersDeck)).toBe(200);
    expect(await linkStatus(membersLink)).toBe(200);

    const preview = `/api/v4/teams/${team.tid}/members/${editor.user.oid}/departure/`;
    expect(await ok(owner, 'GET', preview)).toEqual({
      departure: { links: 1, folderShares: 1, collaborators: 1, presentations: 1, folders: 1 },
    });
    expect((await call(other, 'GET', preview)).status).toBe(404);
    expect(await ok(editor, 'POST', `/api/v4/teams/${team.tid}/leave/`)).toBeUndefined();

    expect(await viewStatus(other, membersDeck)).toBe(404);
    expect(await renameStatus(other, membersDeck)).toBe(404);
    expect(await viewStatus(outsider2Tab, membersDeck)).toBe(404);
    expect(await linkStatus(membersLink)).toBe(404);
    expect(await linkStatus(ownersLink)).toBe(200);
    expect(await viewStatus(owner, membersDeck)).toBe(200);
  });

  it('ends a removed member’s grants the same way', async () => {
    const { team, ownersDeck, membersDeck } = await teamWithDecks();
    await memberSharesFolder(team.tid, [membersDeck], 'edit');
    const link = (await ok(editor, 'POST', api(membersDeck, 'links/'), {})).link.linkId as string;
    expect(await linkStatus(link)).toBe(200);
    await ok(commenter, 'DELETE', `/api/v4/teams/${team.tid}/members/${editor.user.oid}/`);
    expect(await viewStatus(other, membersDeck)).toBe(404);
    expect(await linkStatus(link)).toBe(404);
    expect(await viewStatus(commenter, ownersDeck)).toBe(200);
  });

  it('names who made each link, and the team on its deck’s settings instead of “only you”', async () => {
    const { team, ownersDeck } = await teamWithDecks();
    await ok(editor, 'POST', api(ownersDeck, 'links/'), {});
    const { links } = await ok(owner, 'GET', api(ownersDeck, 'links/'));
    expect(links.map((l: { createdBy: string }) => l.createdBy)).toEqual([displayName(editor.user)]);
    const page = await (await (await owner.client()).get(`/dashboard/next/${ownersDeck.oid}/`)).text();
    // The rendered page, not the messages its script carries for hydration.
    const html = page.slice(0, page.indexOf('id="page-data"'));
    expect(html.includes('Only you have access so far')).toBe(false);
    const name = (
      await t.handle.db.selectFrom('teams').select('name').where('id', '=', team.id).executeTakeFirstOrThrow()
    ).name;
    expect(html.includes(`Everyone in ${name} can open it (3 members)`)).toBe(true);
  });

  it('lets the team’s owners and admins delete and change the privacy of a member’s deck', async () => {
    const plain = await buildUser(t.handle);
    const { membersDeck, ownersDeck } = await teamWithDecks([[plain, 'member']]);
    const plainTab = await logIn(t, plain);
    const refused = await call(plainTab, 'PATCH', api(membersDeck), { privacy: 'reusable' });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'not_owner']);
    expect((await call(plainTab, 'DELETE', api(ownersDeck))).status).toBe(403);
    expect((await call(commenter, 'PATCH', api(membersDeck), { privacy: 'reusable' })).status).toBe(200);
    expect((await call(owner, 'PATCH', api(membersDeck), { privacy: 'public' })).status).toBe(200);
    expect((await call(commenter, 'DELETE', api(membersDeck))).status).toBe(204);
    expect((await call(owner, 'GET', api(membersDeck))).status).toBe(404);
  });
});
