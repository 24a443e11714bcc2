// Who may do what with brand kits, on every dialect: every brand route for every kind
// of person. A team's kit: its owner and admins change it, its members and viewers read it, a
// former member and an outsider meet a 404 (the team does not exist for them), anonymous visitors
// are asked to log in. A person's own kit: /brand-kit/ is always the caller's own, so nobody can
// address another's; their draft logo is theirs alone until published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/accounts';
import type { BrandKitData } from '../../../src/features/brand/contracts';
import type { TeamRole } from '../../../src/kernel/access/permissions';
import { logIn } from '../../helpers/actors';
import { KIT } from '../../helpers/brand';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { makePng } from '../../helpers/pdf';
import { buildTeam } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

type Person = 'owner' | 'admin' | 'member' | 'viewer' | 'former' | 'outsider' | 'anonymous';
const PEOPLE: Person[] = ['owner', 'admin', 'member', 'viewer', 'former', 'outsider', 'anonymous'];
const MANAGERS: Person[] = ['owner', 'admin'];
const READERS: Person[] = ['owner', 'admin', 'member', 'viewer'];

/** What each person gets: a manager's status, a reader's, a stranger's, anonymous's. */
const expected = (
  person: Person,
  statuses: { manager: number; reader: number; stranger: number; anonymous: number },
) =>
  person === 'anonymous'
    ? statuses.anonymous
    : MANAGERS.includes(person)
      ? statuses.manager
      : READERS.includes(person)
        ? statuses.reader
        : statuses.stranger;

describe.each(DIALECTS)('%s: brand access matrix', (dialect) => {
  let t: TestApp;
  let tid: string;
  const users = {} as Record<Exclude<Person, 'anonymous'>, User>;
  const clients = {} as Record<Person, TestClient>;
  let draftLogo: string;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const person of PEOPLE) {
      if (person === 'anonymous') clients.anonymous = await new TestClient(t.url).prime();
      else {
        users[person] = await buildUser(t.handle);
        clients[person] = await logIn(t, users[person]);
      }
    }
    const roles: [User, TeamRole][] = [
      [users.owner, 'owner'],
      [users.admin, 'admin'],
      [users.member, 'member'],
      [users.viewer, 'viewer'],
      [users.former, 'member'],
    ];
    const team = await buildTeam(t, roles);
    tid = team.tid;
    // The former member was one, and left (their session is the same).
    await t.handle.db
      .deleteFrom('team_members')
      .where('team_id', '=', team.id)
      .where('user_id', '=', users.former.id)
      .execute();
    const kit = await clients.owner.request('PUT', `/api/v4/teams/${tid}/brand-kit/logo/`, {
      body: makePng(64, 64),
      headers: { 'content-type': 'image/png' },
    });
    draftLogo = ((await kit.json()) as BrandKitData).draft.logo!.url;
  });
  afterAll(async () => {
    await t.close();
  });

  const team = (rest = '') => `/api/v4/teams/${tid}/brand-kit/${rest}`;
  const logo = { body: makePng(48, 48), headers: { 'content-type': 'image/png' } };
  const ROUTES: {
    name: string;
    send: (c: TestClient) => Promise<Response>;
    statuses: { manager: number; reader: number; stranger: number; anonymous: number };
  }[] = [
    {
      name: 'GET /teams/{tid}/brand-kit/ (page)',
      send: (c) => c.get(`/teams/${tid}/brand-kit/`),
      statuses: { manager: 200, reader: 200, stranger: 404, anonymous: 303 },
    },
    {
      name: 'GET the kit',
      send: (c) => c.get(team()),
      statuses: { manager: 200, reader: 200, stranger: 404, anonymous: 401 },
    },
    {
      name: 'PUT the draft',
      send: (c) => c.request('PUT', team(), { json: KIT }),
      statuses: { manager: 200, reader: 403, stranger: 404, anonymous: 401 },
    },
    {
      name: 'PUT the logo',
      send: (c) => c.request('PUT', team('logo/'), logo),
      statuses: { manager: 200, reader: 403, stranger: 404, anonymous: 401 },
    },
    {
      name: 'DELETE the logo',
      send: (c) => c.request('DELETE', team('logo/')),
      statuses: { manager: 200, reader: 403, stranger: 404, anonymous: 401 },
    },
    {
      name: 'POST publish',
      send: (c) => c.request('POST', team('publish/')),
      statuses: { manager: 200, reader: 403, stranger: 404, anonymous: 401 },
    },
    {
      name: 'POST unpublish',
      send: (c) => c.request('POST', team('unpublish/')),
      statuses: { manager: 200, reader: 403, stranger: 404, anonymous: 401 },
    },
  ];

  for (const route of ROUTES) {
    it(`${route.name}: by role`, async () => {
      for (const person of PEOPLE) {
        const response = await route.send(clients[person]);
        expect(response.status, `${route.name} as ${person}`).toBe(expected(person, route.statuses));
        if (response.status >= 400 && !route.name.includes('(page)'))
          expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
      }
    });
  }

  it('GET a team kit’s draft logo: its members only, until published', async () => {
    await clients.owner.request('POST', team('unpublish/'));
    await clients.owner.request('PUT', team('logo/'), {
      body: makePng(64, 64),
      headers: { 'content-type': 'image/png' },
    });
    const statuses = { manager: 200, reader: 200, stranger: 404, anonymous: 404 };
    for (const person of PEOPLE)
      expect((await clients[person].get(draftLogo)).status, person).toBe(expected(person, statuses));
    await clients.owner.request('POST', team('publish/'));
    for (const person of PEOPLE) expect((await clients[person].get(draftLogo)).status, person).toBe(200);
    await clients.owner.request('POST', team('unpublish/'));
  });

  it('an unknown team is a 404 for everyone signed in, never a 500', async () => {
    for (const person of READERS) {
      expect((await clients[person].get('/api/v4/teams/zzzzzzzzzzzz/brand-kit/')).status).toBe(404);
      expect((await clients[person].get('/teams/zzzzzzzzzzzz/brand-kit/')).status).toBe(404);
    }
    expect((await clients.owner.get('/api/v4/teams/NOT-A-TID/brand-kit/')).status).toBe(400);
  });

  it('a person’s own kit: always the caller’s, and its draft logo theirs alone', async () => {
    const mine = clients.owner;
    await mine.request('PUT', '/api/v4/brand-kit/', { json: KIT });
    const upload = await mine.request('PUT', '/api/v4/brand-kit/logo/', {
      body: makePng(96, 32),
      headers: { 'content-type': 'image/png' },
    });
    const url = ((await upload.json()) as BrandKitData).draft.logo!.url;
    for (const person of PEOPLE) {
      if (person === 'owner' || person === 'anonymous') continue;
      // Another person's /api/v4/brand-kit/ is their own kit, never the owner's.
      const theirs = (await (await clients[person].get('/api/v4/brand-kit/')).json()) as BrandKitData;
      expect(theirs.draft.colors, person).not.toEqual(KIT.colors);
      expect((await clients[person].get(url)).status, `${person} reads the draft logo`).toBe(404);
    }
    expect((await mine.get(url)).status).toBe(200);
    expect((await clients.anonymous.get('/api/v4/brand-kit/')).status).toBe(401);
    expect((await clients.anonymous.request('PUT', '/api/v4/brand-kit/', { json: KIT })).status).toBe(401);
    expect((await clients.anonymous.request('POST', '/api/v4/brand-kit/publish/')).status).toBe(401);
    expect((await clients.anonymous.get('/brand-kit/')).status).toBe(303);
  });

  it('"Show brand logo" is the presentation owner’s alone', async () => {
    const p = await buildPresentation(t.handle, users.owner, { privacy: 'private' });
    await t.handle.db.updateTable('presentations').set({ team_id: null }).where('id', '=', p.id).execute();
    const path = `/api/v4/presentation/${p.oid}/brand-logo/`;
    const statuses: Record<Person, number> = {
      owner: 200,
      admin: 404,
      member: 404,
      viewer: 404,
      former: 404,
      outsider: 404,
      anonymous: 401,
    };
    for (const person of PEOPLE)
      expect((await clients[person].request('PUT', path, { json: { show: true } })).status, person).toBe(
        statuses[person],
      );
  });
});
