// The teams access matrix, on every dialect: every teams route, asked for by each kind
// of person — the team's owner, an admin, a member, a viewer, a former member (who left), a member
// of another team, a signed-in outsider and an anonymous visitor. Each cell is written out below
// from the rules stated in kernel/access/permissions.ts, not computed from the code under test.
// Every cell runs against a fresh team (made straight in the tables, removed after), so a delete
// or a departure in one cell changes nothing for the next.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/accounts';
import { removeMember } from '../../../src/features/teams/repository';
import type { TeamRole } from '../../../src/kernel/access/permissions';
import { buildPptx } from '../../../src/kernel/import/pptx/testing';
import { logIn } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const PEOPLE = [
  'owner',
  'admin',
  'member',
  'viewer',
  'former',
  'otherTeam',
  'outsider',
  'anonymous',
] as const;
type Person = (typeof PEOPLE)[number];
type Row = Record<Person, number>;

/** A row of statuses in PEOPLE's order. */
const row = (...statuses: number[]): Row =>
  Object.fromEntries(PEOPLE.map((person, i) => [person, statuses[i]!])) as Row;

interface World {
  tid: string;
  teamId: number;
  token: string;
  invitationId: number;
  /** An invitation to be a member that an account with another address accepted: it waits. */
  askedId: number;
  askerOid: string;
  /** A private presentation of the team's (made by its owner). */
  teamDeck: { oid: string; slug: string };
  /** Each signed-in person's own private presentation (for moving it into the team). */
  own: Record<string, string>;
  users: Record<Exclude<Person, 'anonymous'>, User>;
}

interface Cell {
  name: string;
  expect: Row;
  send(client: TestClient, world: World, person: Person): Promise<Response>;
}

const CELLS: Cell[] = [
  {
    name: 'GET the team page',
    expect: row(200, 200, 200, 200, 404, 404, 404, 303),
    send: (c, w) => c.get(`/teams/${w.tid}/`),
  },
  {
    name: 'GET the team settings',
    expect: row(200, 200, 200, 200, 404, 404, 404, 303),
    send: (c, w) => c.get(`/teams/${w.tid}/settings/`),
  },
  {
    name: 'GET the invitation page (a bearer link)',
    expect: row(200, 200, 200, 200, 200, 200, 200, 200),
    send: (c, w) => c.get(`/teams/join/${w.token}/`),
  },
  {
    name: 'GET the team’s private presentation',
    expect: row(200, 200, 200, 200, 404, 404, 404, 404),
    send: (c, w) => c.get(`/api/v4/presentation/${w.teamDeck.oid}/`),
  },
  {
    name: 'GET the team’s private view page',
    expect: row(200, 200, 200, 200, 404, 404, 404, 404),
    send: (c, w) => c.get(`/p/${w.teamDeck.oid}/${w.teamDeck.slug}/`),
  },
  {
    name: 'PATCH the team’s title through the editor API (edit right)',
    expect: row(200, 200, 200, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('PATCH', `/api/v4/presentation/${w.teamDeck.oid}/`, { json: { title: 'Renamed deck' } }),
  },
  {
    name: 'GET /api/v4/teams/',
    expect: row(200, 200, 200, 200, 200, 200, 200, 401),
    send: (c) => c.get('/api/v4/teams/'),
  },
  {
    name: 'POST /api/v4/teams/ (make a team)',
    expect: row(201, 201, 201, 201, 201, 201, 201, 401),
    send: (c) => c.request('POST', '/api/v4/teams/', { json: { name: 'Another team' } }),
  },
  {
    name: 'PATCH the team (rename)',
    expect: row(200, 403, 403, 403, 404, 404, 404, 401),
    send: (c, w) => c.request('PATCH', `/api/v4/teams/${w.tid}/`, { json: { name: 'New name' } }),
  },
  {
    name: 'DELETE the team',
    expect: row(204, 403, 403, 403, 404, 404, 404, 401),
    send: (c, w) => c.request('DELETE', `/api/v4/teams/${w.tid}/`),
  },
  {
    name: 'POST an invitation (member role)',
    expect: row(201, 201, 403, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('POST', `/api/v4/teams/${w.tid}/invitations/`, {
        json: { email: 'new@example.com', role: 'member' },
      }),
  },
  {
    name: 'POST an invitation (admin role)',
    expect: row(201, 403, 403, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('POST', `/api/v4/teams/${w.tid}/invitations/`, {
        json: { email: 'new@example.com', role: 'admin' },
      }),
  },
  {
    name: 'DELETE an invitation',
    expect: row(204, 204, 403, 403, 404, 404, 404, 401),
    send: (c, w) => c.request('DELETE', `/api/v4/teams/${w.tid}/invitations/${w.invitationId}/`),
  },
  {
    name: 'PATCH the member’s role to viewer',
    expect: row(200, 200, 403, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('PATCH', `/api/v4/teams/${w.tid}/members/${w.users.member.oid}/`, {
        json: { role: 'viewer' },
      }),
  },
  {
    name: 'PATCH the admin’s role to member',
    expect: row(200, 403, 403, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('PATCH', `/api/v4/teams/${w.tid}/members/${w.users.admin.oid}/`, {
        json: { role: 'member' },
      }),
  },
  {
    name: 'DELETE the viewer from the team',
    expect: row(204, 204, 403, 400, 404, 404, 404, 401),
    send: (c, w) => c.request('DELETE', `/api/v4/teams/${w.tid}/members/${w.users.viewer.oid}/`),
  },
  {
    name: 'GET the viewer’s departure preview (what removing them ends)',
    expect: row(200, 200, 403, 200, 404, 404, 404, 401),
    send: (c, w) => c.get(`/api/v4/teams/${w.tid}/members/${w.users.viewer.oid}/departure/`),
  },
  {
    name: 'PATCH the privacy of the team’s presentation (its stewards: owners, admins)',
    expect: row(200, 200, 403, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('PATCH', `/api/v4/presentation/${w.teamDeck.oid}/`, { json: { privacy: 'reusable' } }),
  },
  {
    name: 'DELETE the team’s presentation (its stewards: owners, admins)',
    expect: row(204, 204, 403, 403, 404, 404, 404, 401),
    send: (c, w) => c.request('DELETE', `/api/v4/presentation/${w.teamDeck.oid}/`),
  },
  {
    name: 'POST leave',
    expect: row(409, 204, 204, 204, 404, 404, 404, 401),
    send: (c, w) => c.request('POST', `/api/v4/teams/${w.tid}/leave/`),
  },
  {
    name: 'GET the audit log',
    expect: row(200, 200, 403, 403, 404, 404, 404, 401),
    send: (c, w) => c.get(`/api/v4/teams/${w.tid}/audit/`),
  },
  {
    name: 'POST accept the invitation',
    expect: row(409, 409, 409, 409, 202, 202, 202, 401),
    send: (c, w) => c.request('POST', `/api/v4/teams/join/${w.token}/`),
  },
  {
    name: 'POST approve a pending acceptance',
    expect: row(200, 200, 403, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('POST', `/api/v4/teams/${w.tid}/invitations/${w.askedId}/approve/`, {
        json: { userOid: w.askerOid },
      }),
  },
  {
    name: 'POST decline a pending acceptance',
    expect: row(204, 204, 403, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('POST', `/api/v4/teams/${w.tid}/invitations/${w.askedId}/decline/`, {
        json: { userOid: w.askerOid },
      }),
  },
  {
    name: 'PUT one’s own presentation into the team',
    expect: row(200, 200, 200, 403, 404, 404, 404, 401),
    send: (c, w, person) =>
      c.request('PUT', `/api/v4/presentation/${w.own[person] ?? w.teamDeck.oid}/team/`, {
        json: { tid: w.tid },
      }),
  },
  {
    name: 'PUT the team’s presentation out of the team',
    expect: row(200, 403, 403, 403, 404, 404, 404, 401),
    send: (c, w) => c.request('PUT', `/api/v4/presentation/${w.teamDeck.oid}/team/`, { json: { tid: null } }),
  },
  {
    name: 'POST a blank presentation in the team',
    expect: row(201, 201, 201, 403, 404, 404, 404, 401),
    send: (c, w) =>
      c.request('POST', '/api/v4/presentations/blank/', { json: { privacy: 'private', team: w.tid } }),
  },
  {
    name: 'POST an imported PowerPoint file in the team',
    expect: row(201, 201, 201, 403, 404, 404, 404, 401),
    send: async (c, w) => {
      const form = new FormData();
      form.append('privacy', 'private');
      form.append('team', w.tid);
      const file = await buildPptx((pptx) => {
        pptx.addSlide().addText('Team import', { x: 1, y: 1, w: 4, h: 1 });
      });
      form.append('file', new Blob([new Uint8Array(file)]), 'team.pptx');
      // The body and its boundary as a browser's FormData upload sends them.
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      return c.request('POST', '/api/v4/presentations/import/', {
        body: new Uint8Array(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type')! },
      });
    },
  },
];

describe.each(DIALECTS)('%s: teams access matrix', (dialect) => {
  let t: TestApp;
  const users = {} as World['users'];
  const clients = {} as Record<Person, TestClient>;
  let asker: User;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    asker = await buildUser(t.handle, { firstName: 'asker' });
    for (const person of PEOPLE) {
      if (person === 'anonymous') {
        clients.anonymous = await new TestClient(t.url).prime();
        continue;
      }
      users[person] = await buildUser(t.handle, { firstName: person });
      clients[person] = await logIn(t, users[person]);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => new Date().toISOString();
  const newTeam = async (members: [User, TeamRole][]) => {
    serial += 1;
    const team = await t.handle.db
      .insertInto('teams')
      .values({
        tid: `mtx${String(serial).padStart(9, '0')}`,
        name: `Matrix ${serial}`,
        created_by: null,
        created_at: now(),
        updated_at: now(),
      })
      .returning(['id', 'tid'])
      .executeTakeFirstOrThrow();
    for (const [i, [user, role]] of members.entries())
      await t.handle.db
        .insertInto('team_members')
        .values({
          team_id: team.id,
          user_id: user.id,
          role,
          created_at: new Date(Date.now() - (10 - i) * 60_000).toISOString(),
        })
        .execute();
    return team;
  };

  async function buildWorld(): Promise<World> {
    const team = await newTeam([
      [users.owner, 'owner'],
      [users.admin, 'admin'],
      [users.member, 'member'],
      [users.viewer, 'viewer'],
      [users.former, 'member'],
    ]);
    await removeMember(t.handle.db, team.id, users.former.id, users.owner.id);
    await newTeam([[users.otherTeam, 'owner']]);
    const token = randomBytes(32).toString('base64url');
    const invitation = await t.handle.db
      .insertInto('team_invitations')
      .values({
        team_id: team.id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        email: 'pending@example.com',
        role: 'member',
        invited_by: users.owner.id,
        created_at: now(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asked = await t.handle.db
      .insertInto('team_invitations')
      .values({
        team_id: team.id,
        token_hash: createHash('sha256').update(`${token}-asked`).digest('hex'),
        email: 'asked@example.com',
        role: 'member',
        invited_by: users.owner.id,
        created_at: now(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        requested_by: asker.id,
        requested_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deck = await buildPresentation(t.handle, users.owner, { privacy: 'private', title: 'Team deck' });
    await t.handle.db
      .updateTable('presentations')
      .set({ team_id: team.id })
      .where('id', '=', deck.id)
      .execute();
    const own: Record<string, string> = {};
    for (const person of PEOPLE)
      if (person !== 'anonymous')
        own[person] = (await buildPresentation(t.handle, users[person], { privacy: 'private' })).oid;
    return {
      tid: team.tid,
      teamId: team.id,
      token,
      invitationId: invitation.id,
      askedId: asked.id,
      askerOid: asker.oid,
      teamDeck: deck,
      own,
      users,
    };
  }

  // Every cell on a fresh world; the teams made here (and by the cells) go after each, so nobody
  // reaches the cap of teams one person is in.
  const tearDown = async () => {
    await t.handle.db.updateTable('presentations').set({ team_id: null, folder_id: null }).execute();
    await t.handle.db.deleteFrom('teams').execute();
  };

  it.each(CELLS)('$name', async (cell) => {
    const wrong: string[] = [];
    for (const person of PEOPLE) {
      const world = await buildWorld();
      const response = await cell.send(clients[person], world, person);
      const body = await response.text();
      if (response.status !== cell.expect[person])
        wrong.push(
          `${person}: expected ${cell.expect[person]}, got ${response.status} ${body.slice(0, 160)}`,
        );
      if (response.status === 303) expect(response.headers.get('location')).toContain('/login/?next=');
      // Denials leak nothing of the team: not its name, not its members.
      if (
        [401, 403, 404].includes(response.status) &&
        person !== 'admin' &&
        person !== 'member' &&
        person !== 'viewer'
      )
        expect(body, `${cell.name} · ${person}`).not.toContain('Matrix ');
      await tearDown();
    }
    expect(wrong).toEqual([]);
  });

  it('answers bad team ids, tokens, roles, names and addresses with a 4xx, never a 5xx, and changes nothing', async () => {
    const world = await buildWorld();
    const owner = clients.owner;
    const badTids = [
      '',
      'short',
      'UPPERCASE000',
      'a'.repeat(13),
      '%00aaaaaaaaaaa',
      'a.b.c.d.e.fg',
      '9'.repeat(12),
      'team%2Fx00000',
    ];
    const badTokens = [
      '',
      'x',
      'A'.repeat(42),
      'A'.repeat(44),
      `${'A'.repeat(42)}=`,
      '%ED%A0%80'.repeat(5),
      '../'.repeat(15),
    ];
    const badRoles = ['', 'OWNER', 'superuser', 'owner ', null, 5, ['owner'], { role: 'owner' }];
    const badNames = ['', '   ', 'x'.repeat(81), '\u0000', 'a\uD800b', null, 12, ['a']];
    const badEmails = ['', 'no-at', 'a@b', '<script>@x.y', `${'x'.repeat(400)}@example.com`, null, ['a@b.c']];
    const before = await t.handle.db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answers: Response[] = [];
    for (const tid of badTids) {
      answers.push(await owner.get(`/teams/${tid}/`));
      answers.push(await owner.get(`/teams/${tid}/settings/`));
      answers.push(await owner.request('PATCH', `/api/v4/teams/${tid}/`, { json: { name: 'x' } }));
      answers.push(
        await owner.request('POST', `/api/v4/teams/${tid}/invitations/`, {
          json: { email: 'a@example.com', role: 'member' },
        }),
      );
      answers.push(
        await owner.request('PUT', `/api/v4/presentation/${world.own.owner}/team/`, { json: { tid } }),
      );
      answers.push(
        await owner.request('POST', '/api/v4/presentations/blank/', {
          json: { privacy: 'private', team: tid },
        }),
      );
    }
    for (const token of badTokens) {
      answers.push(await owner.get(`/teams/join/${token}/`));
      answers.push(await owner.request('POST', `/api/v4/teams/join/${token}/`));
    }
    for (const role of badRoles) {
      answers.push(
        await owner.request('PATCH', `/api/v4/teams/${world.tid}/members/${users.member.oid}/`, {
          json: { role },
        }),
      );
      answers.push(
        await owner.request('POST', `/api/v4/teams/${world.tid}/invitations/`, {
          json: { email: 'a@example.com', role },
        }),
      );
    }
    for (const name of badNames) {
      answers.push(await owner.request('POST', '/api/v4/teams/', { json: { name } }));
      answers.push(await owner.request('PATCH', `/api/v4/teams/${world.tid}/`, { json: { name } }));
    }
    for (const email of badEmails)
      answers.push(
        await owner.request('POST', `/api/v4/teams/${world.tid}/invitations/`, {
          json: { email, role: 'member' },
        }),
      );
    for (const body of ['{', '[]', 'null', '{"__proto__":{"role":"owner"}}'])
      answers.push(
        await owner.request('PATCH', `/api/v4/teams/${world.tid}/members/${users.member.oid}/`, {
          body,
          headers: { 'content-type': 'application/json' },
        }),
      );
    answers.push(await owner.get(`/api/v4/teams/${world.tid}/audit/?before=-1`));
    answers.push(await owner.get(`/api/v4/teams/${world.tid}/audit/?before=99999999999999`));
    answers.push(await owner.request('DELETE', `/api/v4/teams/${world.tid}/invitations/0/`));
    for (const verb of ['approve', 'decline'])
      for (const body of [
        {},
        { userOid: '' },
        { userOid: 'x' },
        { userOid: users.member.oid },
        { userOid: null },
      ])
        answers.push(
          await owner.request('POST', `/api/v4/teams/${world.tid}/invitations/${world.askedId}/${verb}/`, {
            json: body,
          }),
        );
    answers.push(
      await owner.request('POST', `/api/v4/teams/${world.tid}/invitations/0/approve/`, {
        json: { userOid: world.askerOid },
      }),
    );
    answers.push(await owner.request('DELETE', `/api/v4/teams/${world.tid}/members/${'0'.repeat(12)}/`));
    expect(
      answers.filter((r) => r.status < 400 || r.status >= 500).map((r) => `${r.status} ${r.url}`),
    ).toEqual([]);
    const after = await t.handle.db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const stored = await t.handle.db
      .selectFrom('teams')
      .select('name')
      .where('id', '=', world.teamId)
      .executeTakeFirstOrThrow();
    expect(stored.name).toMatch(/^Matrix /);
    await tearDown();
  });

  it('lists a team only to its members', async () => {
    const world = await buildWorld();
    for (const person of PEOPLE.filter((p) => p !== 'anonymous')) {
      const list = (await (await clients[person].get('/api/v4/teams/')).json()) as {
        teams: { tid: string }[];
      };
      const listed = list.teams.some((team) => team.tid === world.tid);
      expect(listed, person).toBe(['owner', 'admin', 'member', 'viewer'].includes(person));
    }
    await tearDown();
  });
});
