// The folder and Library access matrix, on every dialect: every folder and
// library route, asked for by each kind of person, for a personal folder and for a team folder. The
// cells are written out from the product's rules (stated in kernel/access/permissions.ts),
// not computed from the code under test. A cell allows with a 2xx; it denies with 401 (anonymous;
// a page sends them to log in with 303), 403 (sees the folder, lacks the right) or 404 (may not
// know it exists) — and someone who may not see the folder always gets 404, never 403.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMediaFiles } from '../../../src/features/decks/media.repository';
import { newOid } from '../../../src/kernel/ids';
import { defineActors, newcomer } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { buildPresentation } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const PEOPLE = [
  'owner',
  'editor',
  'commenter',
  'member',
  'viewer',
  'former',
  'outsider',
  'staff',
  'anonymous',
] as const;
type Person = (typeof PEOPLE)[number];
const KINDS = ['personal', 'team'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The people around both folders. The personal folder is owner's, shared with editor (edit) and
 * commenter (comment). The team folder was made by owner (the team's owner) in a team where member
 * is a member, viewer a viewer and former was a member until they left; it is shared with editor
 * and commenter too. outsider and staff have nothing to do with either.
 */
const SEE: Record<Kind, Person[]> = {
  personal: ['owner', 'editor', 'commenter'],
  team: ['owner', 'editor', 'commenter', 'member', 'viewer'],
};
const FILE: Record<Kind, Person[]> = {
  personal: ['owner', 'editor'],
  team: ['owner', 'editor', 'member'],
};
const MANAGE: Record<Kind, Person[]> = { personal: ['owner'], team: ['owner'] };
const SIGNED_IN = PEOPLE.filter((p) => p !== 'anonymous');
/** Who sees the folder's private deck: who sees the folder, and staff. */
const DECK_SEE: Record<Kind, Person[]> = {
  personal: [...SEE.personal, 'staff'],
  team: [...SEE.team, 'staff'],
};
/** Reusing the folder deck's picture in it: who edits the deck and has the picture in their library (the deck's owner; a team's members). */
const REUSE: Record<Kind, Person[]> = { personal: ['owner'], team: ['owner', 'member'] };

interface Fixture {
  fid: string;
  subFid: string;
  /** Another subfolder of the folder. */
  siblingFid: string;
  oid: string;
  key: string;
  tid: string | null;
}

interface Route {
  name: string;
  allows: Record<Kind, Person[]>;
  /** Those who may not even know of the folder: must get 404 (401/303 when signed out). */
  hidden?: Record<Kind, Person[]>;
  /** The request; a new fixture for each cell when it changes things. */
  ask(client: TestClient, f: Fixture, who: Person): Promise<Response>;
  fresh?: boolean;
}

const notIn = (list: Person[]) => PEOPLE.filter((p) => !list.includes(p));
const bySight = (k: Kind) => notIn(SEE[k]);

const ROUTES: Route[] = [
  {
    name: 'GET /folders/{fid}/ (the folder page)',
    allows: SEE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    ask: (c, f) => c.get(`/folders/${f.fid}/`),
  },
  {
    name: 'GET /folders/{fid}/ of a subfolder (inherited)',
    allows: SEE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    ask: (c, f) => c.get(`/folders/${f.subFid}/`),
  },
  {
    name: 'POST /api/v4/folders/ (a subfolder)',
    allows: FILE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    ask: (c, f) => c.request('POST', '/api/v4/folders/', { json: { name: 'Sub', parentFid: f.fid } }),
  },
  {
    name: 'PATCH /api/v4/folders/{fid}/ (rename)',
    allows: FILE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    ask: (c, f) => c.request('PATCH', `/api/v4/folders/${f.subFid}/`, { json: { name: 'Renamed' } }),
  },
  {
    name: 'PATCH /api/v4/folders/{fid}/ (nest in another folder of the space)',
    allows: FILE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    fresh: true,
    ask: (c, f) => c.request('PATCH', `/api/v4/folders/${f.subFid}/`, { json: { parentFid: f.siblingFid } }),
  },
  {
    name: 'DELETE /api/v4/folders/{fid}/',
    allows: MANAGE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    fresh: true,
    ask: (c, f) => c.request('DELETE', `/api/v4/folders/${f.fid}/`),
  },
  {
    name: 'POST /api/v4/folders/moves/ (the deck from the subfolder into the folder)',
    allows: FILE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    fresh: true,
    ask: (c, f) => c.request('POST', '/api/v4/folders/moves/', { json: { oid: f.oid, toFid: f.fid } }),
  },
  {
    name: 'GET /api/v4/folders/{fid}/collaborators/',
    allows: MANAGE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    ask: (c, f) => c.get(`/api/v4/folders/${f.fid}/collaborators/`),
  },
  {
    name: 'POST /api/v4/folders/{fid}/collaborators/',
    allows: MANAGE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    fresh: true,
    ask: (c, f) =>
      c.request('POST', `/api/v4/folders/${f.fid}/collaborators/`, {
        json: { login: 'matrixnewbie', role: 'comment' },
      }),
  },
  {
    name: 'PATCH /api/v4/folders/{fid}/collaborators/{username}/',
    allows: MANAGE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    fresh: true,
    ask: (c, f) =>
      c.request('PATCH', `/api/v4/folders/${f.fid}/collaborators/matrixguest/`, { json: { role: 'edit' } }),
  },
  {
    name: 'DELETE /api/v4/folders/{fid}/collaborators/{username}/',
    allows: MANAGE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    fresh: true,
    ask: (c, f) => c.request('DELETE', `/api/v4/folders/${f.fid}/collaborators/matrixguest/`),
  },
  {
    name: 'GET /api/v4/folders/destinations/',
    allows: { personal: SIGNED_IN, team: SIGNED_IN },
    ask: (c) => c.get('/api/v4/folders/destinations/'),
  },
  {
    // Asked for the private folder deck: those who see it (staff see every private deck), and
    // those who may move nothing get an empty list, never a 5xx.
    name: 'GET /api/v4/folders/destinations/?oid= (where the folder deck may go)',
    allows: DECK_SEE,
    hidden: { personal: notIn(DECK_SEE.personal), team: notIn(DECK_SEE.team) },
    ask: (c, f) => c.get(`/api/v4/folders/destinations/?oid=${f.oid}`),
  },
  {
    // Asked for a folder: those who see it get its space's folders; to others it does not exist.
    name: 'GET /api/v4/folders/destinations/?fid= (where the folder may go)',
    allows: SEE,
    hidden: { personal: bySight('personal'), team: bySight('team') },
    ask: (c, f) => c.get(`/api/v4/folders/destinations/?fid=${f.subFid}`),
  },
  {
    name: 'GET /library/',
    allows: { personal: SIGNED_IN, team: SIGNED_IN },
    ask: (c) => c.get('/library/'),
  },
  {
    name: 'GET /api/v4/library/images/',
    allows: { personal: SIGNED_IN, team: SIGNED_IN },
    ask: (c) => c.get('/api/v4/library/images/'),
  },
  {
    name: 'POST /api/v4/library/uses/ (the folder deck’s picture into it)',
    allows: REUSE,
    fresh: true,
    ask: (c, f) => c.request('POST', '/api/v4/library/uses/', { json: { oid: f.oid, key: f.key } }),
  },
];

describe.each(DIALECTS)('%s: folder and library access matrix', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const clients = new Map<Person, TestClient>();
  const ids = new Map<Person, number>();
  let teamId = 0;
  let tid = '';
  let serial = 0;

  const now = () => new Date().toISOString();
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    const named: [Person, keyof typeof actors][] = [
      ['owner', 'owner'],
      ['editor', 'editor'],
      ['commenter', 'commenter'],
      ['outsider', 'other'],
      ['staff', 'staff'],
    ];
    for (const [person, role] of named) {
      const member = actors[role] as typeof actors.owner;
      clients.set(person, await member.client());
      ids.set(person, member.user.id);
    }
    for (const person of ['member', 'viewer', 'former'] as const) {
      const { user, client } = await newcomer(t);
      clients.set(person, client);
      ids.set(person, user.id);
    }
    clients.set('anonymous', await actors.anonymous.client());
    await newcomer(t, { username: 'matrixguest' });
    await newcomer(t, { username: 'matrixnewbie' });
    tid = newOid();
    const team = await t.handle.db
      .insertInto('teams')
      .values({
        tid,
        name: 'Matrix team',
        created_by: ids.get('owner')!,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    teamId = team.id;
    await t.handle.db
      .insertInto('team_members')
      .values(
        (['owner', 'member', 'viewer', 'former'] as const).map((p) => ({
          team_id: teamId,
          user_id: ids.get(p)!,
          role: p === 'owner' ? 'owner' : p === 'viewer' ? 'viewer' : 'member',
          created_at: now(),
        })),
      )
      .execute();
    // The former member left: nothing of the team's stays with them.
    await t.handle.db.deleteFrom('team_members').where('user_id', '=', ids.get('former')!).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A folder (shared with editor and commenter, and matrixguest) with a subfolder holding a private deck with a picture. */
  async function fixture(kind: Kind): Promise<Fixture> {
    const db = t.handle.db;
    const teamOf = kind === 'team' ? teamId : null;
    const folder = await db
      .insertInto('folders')
      .values({
        fid: newOid(),
        name: 'Matrix folder',
        owner_id: ids.get('owner')!,
        team_id: teamOf,
        parent_id: null,
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const sub = await db
      .insertInto('folders')
      .values({
        fid: newOid(),
        name: 'Matrix sub',
        owner_id: ids.get('owner')!,
        team_id: teamOf,
        parent_id: folder.id,
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const sibling = await db
      .insertInto('folders')
      .values({
        fid: newOid(),
        name: 'Matrix sibling',
        owner_id: ids.get('owner')!,
        team_id: teamOf,
        parent_id: folder.id,
        created_at: now(),
        updated_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const guest = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'matrixguest')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('folder_collaborators')
      .values([
        { folder_id: folder.id, user_id: ids.get('editor')!, role: 'edit', created_at: now() },
        { folder_id: folder.id, user_id: ids.get('commenter')!, role: 'comment', created_at: now() },
        { folder_id: folder.id, user_id: guest.id, role: 'comment', created_at: now() },
      ])
      .execute();
    const deck = await buildPresentation(t.handle, actors.owner.user, {
      privacy: 'private',
      title: 'Matrix deck',
    });
    await db
      .updateTable('presentations')
      .set({ team_id: teamOf, folder_id: sub.id })
      .where('id', '=', deck.id)
      .execute();
    serial += 1;
    const bytes = Buffer.from(`matrix-picture-${serial}`);
    const key = `${createHash('sha256').update(bytes).digest('hex')}.png`;
    await insertMediaFiles(db, deck.id, [{ key, contentType: 'image/png', bytes }], now());
    return {
      fid: folder.fid,
      subFid: sub.fid,
      siblingFid: sibling.fid,
      oid: deck.oid,
      key,
      tid: kind === 'team' ? tid : null,
    };
  }

  for (const kind of KINDS) {
    it(`answers every folder and library route by its rules, for a ${kind} folder`, async () => {
      const shared = await fixture(kind);
      const wrong: string[] = [];
      for (const route of ROUTES) {
        for (const person of PEOPLE) {
          const f = route.fresh ? await fixture(kind) : shared;
          const response = await route.ask(clients.get(person)!, f, person);
          const status = response.status;
          const allowed = route.allows[kind].includes(person);
          const ok = status >= 200 && status < 300;
          const denied = person === 'anonymous' ? [401, 303].includes(status) : [403, 404].includes(status);
          const hidden = person !== 'anonymous' && route.hidden?.[kind].includes(person) === true;
          if (allowed ? !ok : !denied || (hidden && status !== 404))
            wrong.push(
              `${route.name} · ${person}: ${status} (${allowed ? 'allow' : hidden ? 'hide (404)' : 'deny'}) ${(await response.text()).slice(0, 100)}`,
            );
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('never shows an e-mail address in a folder’s collaborator list or page', async () => {
    const f = await fixture('personal');
    const owner = clients.get('owner')!;
    const body = await (await owner.get(`/api/v4/folders/${f.fid}/collaborators/`)).text();
    const page = await (await owner.get(`/folders/${f.fid}/`)).text();
    for (const text of [body, page]) {
      expect(text).not.toContain(actors.editor.user.email);
      expect(text).not.toContain(actors.commenter.user.email);
    }
  });
});
