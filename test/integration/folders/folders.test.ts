// Folders over HTTP, on every dialect: making, renaming, nesting (depth and
// cycles), deleting without losing anything, moving presentations (into a team folder makes them
// the team's), the dashboard's shelf (filed presentations only inside their folder), the folder
// page's breadcrumbs, and sharing a folder so its presentations inherit the right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { TEAM_LIMITS } from '../../../src/kernel/limits';
import { defineActors, type Member } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(DIALECTS)('%s: folders', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => new Date().toISOString();
  const call = async (who: Member, method: string, path: string, json?: unknown) => {
    const response = await (await who.client()).request(method, path, json === undefined ? {} : { json });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const create = async (who: Member, body: Record<string, unknown>) =>
    call(who, 'POST', '/api/v4/folders/', body);
  const make = async (who: Member, name: string, parentFid?: string, tid?: string) => {
    const { status, body } = await create(who, {
      name,
      ...(parentFid ? { parentFid } : {}),
      ...(tid ? { tid } : {}),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.folder as { fid: string; name: string; parentFid: string | null; path: string };
  };
  const placement = async (p: Presentation) =>
    t.handle.db
      .selectFrom('presentations')
      .select(['team_id', 'folder_id'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
  const folderId = async (fid: string) =>
    (await t.handle.db.selectFrom('folders').select('id').where('fid', '=', fid).executeTakeFirstOrThrow())
      .id;
  const move = (who: Member, oid: string, toFid: string | null, toTid?: string) =>
    call(who, 'POST', '/api/v4/folders/moves/', { oid, toFid, ...(toTid ? { toTid } : {}) });
  const page = async (who: Member, path: string) => {
    const response = await (await who.client()).get(path);
    return { status: response.status, html: await response.text() };
  };

  it('makes a folder and a subfolder, tidies and checks names, and renames', async () => {
    const top = await make(owner, '  Q3   reviews ');
    expect(top).toMatchObject({ name: 'Q3 reviews', parentFid: null, path: `/folders/${top.fid}/` });
    const sub = await make(owner, 'Board', top.fid);
    expect(sub.parentFid).toBe(top.fid);
    expect((await create(owner, { name: '   ' })).body.error.code).toBe('name_empty');
    const long = await create(owner, { name: 'x'.repeat(TEAM_LIMITS.folderNameLength + 1) });
    expect([long.status, long.body.error.code]).toEqual([400, 'name_too_long']);
    const renamed = await call(owner, 'PATCH', `/api/v4/folders/${sub.fid}/`, { name: 'Board decks' });
    expect(renamed.body.folder).toMatchObject({ name: 'Board decks', parentFid: top.fid });
    // Someone else's folder is not theirs to see, let alone rename or fill.
    expect((await call(other, 'PATCH', `/api/v4/folders/${sub.fid}/`, { name: 'Mine' })).status).toBe(404);
    expect((await create(other, { name: 'Inside', parentFid: top.fid })).status).toBe(404);
    expect((await call(anonymous as never, 'POST', '/api/v4/folders/', { name: 'x' })).status).toBe(401);
  });

  it(`nests folders at most ${TEAM_LIMITS.folderDepth} deep, moving too, and never into their own subtree`, async () => {
    const chain = [await make(owner, 'Level 1')];
    for (let depth = 2; depth <= TEAM_LIMITS.folderDepth; depth++)
      chain.push(await make(owner, `Level ${depth}`, chain.at(-1)!.fid));
    const tooDeep = await create(owner, { name: 'Too deep', parentFid: chain.at(-1)!.fid });
    expect([tooDeep.status, tooDeep.body.error.code]).toEqual([400, 'too_deep']);
    // Level 2 into Level 5 would be its own grandchild: refused as a cycle, and into itself too.
    const cycle = await call(owner, 'PATCH', `/api/v4/folders/${chain[1]!.fid}/`, {
      parentFid: chain[4]!.fid,
    });
    expect([cycle.status, cycle.body.error.code]).toEqual([409, 'folder_cycle']);
    expect(
      (await call(owner, 'PATCH', `/api/v4/folders/${chain[1]!.fid}/`, { parentFid: chain[1]!.fid })).body
        .error.code,
    ).toBe('folder_cycle');
    // A two-level folder fits under level 6 (6 + 2 = 8), not under level 7.
    const pair = await make(owner, 'Pair');
    await make(owner, 'Pair child', pair.fid);
    const deep = await call(owner, 'PATCH', `/api/v4/folders/${pair.fid}/`, { parentFid: chain[6]!.fid });
    expect([deep.status, deep.body.error.code]).toEqual([400, 'too_deep']);
    const fits = await call(owner, 'PATCH', `/api/v4/folders/${pair.fid}/`, { parentFid: chain[5]!.fid });
    expect(fits.body.folder.parentFid).toBe(chain[5]!.fid);
    expect(
      (await call(owner, 'PATCH', `/api/v4/folders/${pair.fid}/`, { parentFid: null })).body.folder.parentFid,
    ).toBeNull();
  });

  it('files a presentation, lists it only inside its folder, and keeps it when the folder is deleted', async () => {
    const p = await buildPresentation(t.handle, owner.user, { title: 'Filed away deck' });
    const top = await make(owner, 'Archive');
    const inner = await make(owner, 'Archive 2024', top.fid);
    expect((await page(owner, '/dashboard/next/')).html).toContain('Filed away deck');
    expect((await move(owner, p.oid, inner.fid)).status).toBe(200);
    expect(await placement(p)).toEqual({ team_id: null, folder_id: await folderId(inner.fid) });
    const dashboard = await page(owner, '/dashboard/next/');
    expect(dashboard.html).not.toContain('Filed away deck');
    expect(dashboard.html).toContain('Archive');
    const folderPage = await page(owner, `/folders/${inner.fid}/`);
    expect(folderPage.status).toBe(200);
    expect(folderPage.html).toContain('Filed away deck');
    // The breadcrumbs: My presentations › Archive › Archive 2024 (the current one).
    const crumbs = folderPage.html.slice(folderPage.html.indexOf('class="crumbs"'));
    expect(crumbs.indexOf('My presentations')).toBeLessThan(crumbs.indexOf(`/folders/${top.fid}/`));
    expect(crumbs).toMatch(/aria-current="page">Archive 2024</);
    // Deleting the inner folder moves the deck up to Archive; deleting Archive to the top.
    expect((await call(owner, 'DELETE', `/api/v4/folders/${inner.fid}/`)).status).toBe(204);
    expect((await placement(p)).folder_id).toBe(await folderId(top.fid));
    const sub = await make(owner, 'Kept subfolder', top.fid);
    expect((await call(owner, 'DELETE', `/api/v4/folders/${top.fid}/`)).status).toBe(204);
    expect((await placement(p)).folder_id).toBeNull();
    const kept = await t.handle.db
      .selectFrom('folders')
      .select('parent_id')
      .where('fid', '=', sub.fid)
      .executeTakeFirstOrThrow();
    expect(kept.parent_id).toBeNull();
    expect((await page(owner, '/dashboard/next/')).html).toContain('Filed away deck');
    expect((await page(owner, `/folders/${top.fid}/`)).status).toBe(404);
  });

  it('moves into a team folder (the deck becomes the team’s) only as a member who makes presentations', async () => {
    const team = await buildTeam(t, [
      [owner.user, 'owner'],
      [editor.user, 'member'],
      [commenter.user, 'viewer'],
    ]);
    const teamFolder = await make(editor, 'Team decks', undefined, team.tid);
    expect((await create(commenter, { name: 'Viewer folder', tid: team.tid })).status).toBe(403);
    expect((await create(other, { name: 'Stranger folder', tid: team.tid })).status).toBe(404);
    const p = await buildPresentation(t.handle, owner.user, { privacy: 'private', title: 'Team-bound deck' });
    expect((await move(owner, p.oid, teamFolder.fid)).status).toBe(200);
    expect(await placement(p)).toEqual({ team_id: team.id, folder_id: await folderId(teamFolder.fid) });
    // Its team's member now edits it, its viewer only reads, the outsider sees nothing.
    expect((await page(editor, `/folders/${teamFolder.fid}/`)).html).toContain('Team-bound deck');
    expect((await page(commenter, `/folders/${teamFolder.fid}/`)).status).toBe(200);
    expect((await page(other, `/folders/${teamFolder.fid}/`)).status).toBe(404);
    // A member's own deck: only its owner takes it across spaces; the viewer moves nothing.
    const theirs = await buildPresentation(t.handle, other.user, { privacy: 'private' });
    expect((await move(other, theirs.oid, teamFolder.fid)).status).toBe(404);
    expect((await move(commenter, p.oid, null, team.tid)).status).toBe(403);
    // The member moves it to the team's top (within the space); out of the team only its owner-admin.
    expect((await move(editor, p.oid, null, team.tid)).status).toBe(200);
    expect(await placement(p)).toEqual({ team_id: team.id, folder_id: null });
    expect((await move(editor, p.oid, null)).status).toBe(403);
    expect((await move(owner, p.oid, null)).status).toBe(200);
    expect(await placement(p)).toEqual({ team_id: null, folder_id: null });
  });

  it('shares a folder by username only, and every presentation in it and below inherits the role', async () => {
    const top = await make(owner, 'Shared top');
    const inner = await make(owner, 'Shared inner', top.fid);
    const p = await buildPresentation(t.handle, owner.user, { privacy: 'private', title: 'Inherited deck' });
    expect((await move(owner, p.oid, inner.fid)).status).toBe(200);
    const share = (login: string, role = 'comment') =>
      call(owner, 'POST', `/api/v4/folders/${top.fid}/collaborators/`, { login, role });
    expect((await share(other.user.email)).body.error.code).toBe('username_required');
    expect((await share('nobody-here')).body.error.code).toBe('unknown_user');
    expect((await share(owner.user.username)).body.error.code).toBe('owner_not_collaborator');
    const added = await share(other.user.username);
    expect(added.status).toBe(201);
    expect(added.body.collaborator).toEqual({
      username: other.user.username,
      displayName: expect.any(String),
      role: 'comment',
    });
    expect(JSON.stringify(added.body)).not.toContain('@');
    expect((await share(other.user.username)).status).toBe(409);
    // The commenter opens the deck and comments, but neither renames nor moves it.
    expect((await (await other.client()).get(`/api/v4/presentation/${p.oid}/`)).status).toBe(200);
    expect((await call(other, 'PATCH', `/api/v4/presentation/${p.oid}/`, { title: 'Nope' })).status).toBe(
      403,
    );
    expect((await move(other, p.oid, top.fid)).status).toBe(403);
    expect((await call(other, 'PATCH', `/api/v4/folders/${inner.fid}/`, { name: 'Nope' })).status).toBe(403);
    expect(
      (await call(other, 'POST', `/api/v4/presentation/${p.oid}/comments/`, { body: 'Looks good', step: 0 }))
        .status,
    ).toBe(201);
    // They find it on their dashboard under "Shared with me", and its page under that crumb.
    const dashboard = await page(other, '/dashboard/next/');
    expect(dashboard.html).toContain('id="shared-folders"');
    expect(dashboard.html).toContain('Shared top');
    const innerPage = await page(other, `/folders/${inner.fid}/`);
    expect(innerPage.status).toBe(200);
    expect(innerPage.html).toContain('Inherited deck');
    const crumbs = innerPage.html.slice(
      innerPage.html.indexOf('class="crumbs"'),
      innerPage.html.indexOf('</nav>', innerPage.html.indexOf('class="crumbs"')),
    );
    expect(crumbs).toContain('Shared with me');
    expect(crumbs).not.toContain('My presentations');
    // Promoted to edit, they rename it; the collaborator list is the owner's only.
    expect(
      (
        await call(owner, 'PATCH', `/api/v4/folders/${top.fid}/collaborators/${other.user.username}/`, {
          role: 'edit',
        })
      ).body.collaborator.role,
    ).toBe('edit');
    expect(
      (await call(other, 'PATCH', `/api/v4/presentation/${p.oid}/`, { title: 'Renamed by folder editor' }))
        .status,
    ).toBe(200);
    expect((await call(other, 'GET', `/api/v4/folders/${top.fid}/collaborators/`)).status).toBe(403);
    expect(
      (await call(owner, 'GET', `/api/v4/folders/${top.fid}/collaborators/`)).body.collaborators,
    ).toHaveLength(1);
    // Removed, they lose the folder and the deck.
    expect(
      (await call(owner, 'DELETE', `/api/v4/folders/${top.fid}/collaborators/${other.user.username}/`))
        .status,
    ).toBe(204);
    expect((await (await other.client()).get(`/api/v4/presentation/${p.oid}/`)).status).toBe(404);
    expect((await page(other, `/folders/${inner.fid}/`)).status).toBe(404);
    expect(
      (await call(owner, 'DELETE', `/api/v4/folders/${top.fid}/collaborators/${other.user.username}/`))
        .status,
    ).toBe(404);
  });

  it(`shares a folder with at most ${TEAM_LIMITS.folderCollaborators} people`, async () => {
    const folder = await make(owner, 'Crowded');
    const id = await folderId(folder.fid);
    // The list is filled straight in the tables, with people made for it.
    const fillers = await t.handle.db
      .insertInto('users')
      .values(
        Array.from({ length: TEAM_LIMITS.folderCollaborators }, (_, i) => ({
          oid: `fill${String(i).padStart(8, '0')}`,
          username: `folderfill${i}`,
          email: `folderfill${i}@example.com`,
          first_name: null,
          last_name: null,
          public_display_name: null,
          password_hash: null,
          author_segment: '',
          language: null,
          created_at: now(),
        })),
      )
      .returning('id')
      .execute();
    await t.handle.db
      .insertInto('folder_collaborators')
      .values(
        fillers.map((u) => ({ folder_id: id, user_id: u.id, role: 'comment' as const, created_at: now() })),
      )
      .execute();
    const add = () =>
      call(owner, 'POST', `/api/v4/folders/${folder.fid}/collaborators/`, {
        login: commenter.user.username,
        role: 'edit',
      });
    const full = await add();
    expect([full.status, full.body.error.code]).toEqual([409, 'too_many_collaborators']);
    expect(
      (await call(owner, 'DELETE', `/api/v4/folders/${folder.fid}/collaborators/folderfill0/`)).status,
    ).toBe(204);
    expect((await add()).status).toBe(201);
  });

  it('answers the move dialog with the person’s spaces and folders, and refuses a folder move across spaces', async () => {
    const team = await buildTeam(t, [[owner.user, 'admin']]);
    const mine = await make(owner, 'Dialog mine');
    const theirs = await make(owner, 'Dialog team', undefined, team.tid);
    const { body } = await call(owner, 'GET', '/api/v4/folders/destinations/');
    const personal = body.destinations.find((d: { space: { kind: string } }) => d.space.kind === 'personal');
    expect(personal.folders.map((f: { fid: string }) => f.fid)).toContain(mine.fid);
    const teamSpace = body.destinations.find((d: { space: { tid?: string } }) => d.space.tid === team.tid);
    expect(teamSpace.folders).toEqual([{ fid: theirs.fid, name: 'Dialog team', parentFid: null }]);
    const across = await call(owner, 'PATCH', `/api/v4/folders/${mine.fid}/`, { parentFid: theirs.fid });
    expect([across.status, across.body.error.code]).toEqual([400, 'other_space']);
  });

  it('lists the folders shared with someone to edit in the move dialog, only where the presentation may go', async () => {
    const share = (fid: string, who: Member, role: 'edit' | 'comment') =>
      call(owner, 'POST', `/api/v4/folders/${fid}/collaborators/`, { login: who.user.username, role });
    const desk = await make(owner, 'Shared desk');
    const inner = await make(owner, 'Shared desk inner', desk.fid);
    const readOnly = await make(owner, 'Shared to read');
    expect((await share(desk.fid, editor, 'edit')).status).toBe(201);
    expect((await share(readOnly.fid, editor, 'comment')).status).toBe(201);
    const team = await buildTeam(t, [[owner.user, 'owner']]);
    const teamShelf = await make(owner, 'Team shelf shared', undefined, team.tid);
    expect((await share(teamShelf.fid, editor, 'edit')).status).toBe(201);
    const ownFolder = await make(editor, 'Editor’s own');
    const theirs = await buildPresentation(t.handle, owner.user, {
      privacy: 'private',
      title: 'On the desk',
    });
    expect((await move(owner, theirs.oid, desk.fid)).status).toBe(200);
    const mine = await buildPresentation(t.handle, editor.user, { privacy: 'private' });
    type Dest = { space: { kind: string }; folders: { fid: string; parentFid: string | null }[] };
    const fids = (destinations: Dest[], kind: string) =>
      (destinations.find((d) => d.space.kind === kind)?.folders ?? []).map((f) => f.fid);

    // Without a presentation: every folder shared to edit and those below it, not those to comment.
    const all = (await call(editor, 'GET', '/api/v4/folders/destinations/')).body.destinations;
    expect(fids(all, 'shared')).toEqual(expect.arrayContaining([desk.fid, inner.fid, teamShelf.fid]));
    expect(fids(all, 'shared')).not.toContain(readOnly.fid);
    expect(fids(all, 'personal')).toContain(ownFolder.fid);
    expect(all.find((d: Dest) => d.space.kind === 'shared').top).toBe(false);

    // A shared folder moves within its own space: the owner's folders shared with the editor, not
    // the team's folder also shared with them, nor the editor's own.
    const forInner = await call(editor, 'GET', `/api/v4/folders/destinations/?fid=${inner.fid}`);
    expect(forInner.status).toBe(200);
    expect(fids(forInner.body.destinations, 'shared')).toEqual(expect.arrayContaining([desk.fid, inner.fid]));
    expect(fids(forInner.body.destinations, 'shared')).not.toContain(teamShelf.fid);
    expect(fids(forInner.body.destinations, 'personal')).toEqual([]);
    const forShelf = (await call(editor, 'GET', `/api/v4/folders/destinations/?fid=${teamShelf.fid}`)).body;
    expect(fids(forShelf.destinations, 'shared')).toEqual([teamShelf.fid]);
    // A folder that is not shared with them is not found; a malformed one is refused.
    expect((await call(editor, 'GET', `/api/v4/folders/destinations/?fid=${readOnly.fid}x`)).status).toBe(
      400,
    );
    const elsewhere = await make(owner, 'Not shared');
    expect((await call(editor, 'GET', `/api/v4/folders/destinations/?fid=${elsewhere.fid}`)).status).toBe(
      404,
    );

    // The owner's deck in the shared folder: it may go to the owner's folders shared with the
    // editor, not into the editor's own folders nor another space's (canMove).
    const forTheirs = await call(editor, 'GET', `/api/v4/folders/destinations/?oid=${theirs.oid}`);
    expect(forTheirs.status).toBe(200);
    expect(fids(forTheirs.body.destinations, 'shared')).toEqual(
      expect.arrayContaining([desk.fid, inner.fid]),
    );
    expect(fids(forTheirs.body.destinations, 'shared')).not.toContain(teamShelf.fid);
    expect(fids(forTheirs.body.destinations, 'personal')).not.toContain(ownFolder.fid);
    // Nor to the top of "My presentations": out of its folder, it would land at its owner's top.
    expect(
      forTheirs.body.destinations.find((d: Dest & { top: boolean }) => d.space.kind === 'personal').top,
    ).toBe(false);
    expect((await move(editor, theirs.oid, inner.fid)).status).toBe(200);
    expect(await placement(theirs)).toEqual({ team_id: null, folder_id: await folderId(inner.fid) });

    // The editor's own deck goes into their own folders only: a personal folder holds its owner's.
    const forMine = (await call(editor, 'GET', `/api/v4/folders/destinations/?oid=${mine.oid}`)).body;
    expect(fids(forMine.destinations, 'personal')).toContain(ownFolder.fid);
    expect(forMine.destinations.find((d: Dest & { top: boolean }) => d.space.kind === 'personal').top).toBe(
      true,
    );

    // A team's deck, for a member who did not make it: its team's top, not out of the team (canMove).
    const crew = await buildTeam(t, [
      [owner.user, 'owner'],
      [editor.user, 'member'],
    ]);
    const teamDeck = await buildPresentation(t.handle, owner.user, { privacy: 'private' });
    expect((await move(owner, teamDeck.oid, null, crew.tid)).status).toBe(200);
    const forTeamDeck = (await call(editor, 'GET', `/api/v4/folders/destinations/?oid=${teamDeck.oid}`)).body;
    const topOf = (kind: string, tid?: string) =>
      forTeamDeck.destinations.find(
        (d: Dest & { top: boolean; space: { tid?: string } }) =>
          d.space.kind === kind && (tid === undefined || d.space.tid === tid),
      ).top;
    expect([topOf('personal'), topOf('team', crew.tid)]).toEqual([false, true]);
    expect(fids(forMine.destinations, 'shared')).not.toContain(desk.fid);

    // Someone who may not see the presentation learns nothing of it.
    const hidden = await call(other, 'GET', `/api/v4/folders/destinations/?oid=${theirs.oid}`);
    expect([hidden.status, hidden.body.error.code]).toEqual([404, 'not_found']);
    expect((await call(editor, 'GET', '/api/v4/folders/destinations/?oid=not%20an%20oid')).status).toBe(400);
  });
});
