// Cross-site request forgery (Django's model, DESIGN §6), on every dialect:
// every unsafe route the app serves is attempted from another site in each way a page elsewhere
// could send it, as a signed-in owner (staff for the moderation calls). Each attempt must be
// refused with 403 and change nothing. The routes are read from the app itself, so a new route
// joins the suite without an edit here.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RouteSummary } from '../../../src/app/app';
import type { Presentation } from '../../../src/features/access';
import { viewerOf } from '../../../src/features/access';
import { upsertCollaborator } from '../../../src/features/access/repository';
import { startSession } from '../../../src/features/live/live.service';
import { findSessionByCode, insertQuestion } from '../../../src/features/live/repository';
import { insertReport } from '../../../src/features/moderation/repository';
import { insertDeliveries, insertWebhook } from '../../../src/features/notifications/webhooks.repository';
import { defineActors } from '../../helpers/actors';
import { TestClient } from '../../helpers/client';
import { buildViewLink } from '../../helpers/factories';
import { PNG_5X4 } from '../../helpers/pictures';
import { buildTeam, buildTeamTargets } from '../../helpers/teams';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Analytics and logs: a beacon cannot send a header, and these calls only append rows (DESIGN §6). */
const EXEMPT = ['/api/log/', '/api/analytics/', '/api/analytics/fallback/'];
/** Calls made from our own pages inside other sites' frames, where our Lax CSRF cookie never arrives,
 * and the visit beacon (navigator.sendBeacon sends our Origin but cannot send the header). */
const ORIGIN_ONLY = [
  '/api/v4/presentation/:oid/embed-view/',
  '/view/:linkId/unlock/',
  // A share link that verifies the address by an e-mailed code, also inside embeds.
  '/view/:linkId/code/',
  '/view/:linkId/code/new/',
  '/api/v4/visits/',
];
const TABLES = [
  'users',
  'sessions',
  'presentations',
  'presentation_versions',
  'likes',
  'views',
  'visits',
  'visit_steps',
  'comments',
  'collaborators',
  'view_links',
  'link_visitors',
  'link_email_codes',
  'reports',
  'media_files',
  'webhooks',
  'webhook_deliveries',
  'mail_outbox',
  'original_pdfs',
  'download_counts',
  'live_sessions',
  'live_questions',
  'live_question_votes',
  'live_viewers',
  'video_uploads',
  'recordings',
  'recording_takes',
  'deck_videos',
  'teams',
  'team_members',
  'team_invitations',
  'team_audit',
  'folders',
  'folder_collaborators',
  // Brand kits.
  'brand_kits',
  'brand_logos',
  // The canvas editor's merged state, and its log of live edits.
  'canvas_states',
  'canvas_updates',
  // Imports' reports.
  'import_reports',
] as const;

const EVIL = 'https://evil.example';

interface Attempt {
  name: string;
  /** Sent from this site: refused for the token alone, so not asked of origin-only routes. */
  sameOrigin?: boolean;
  send(client: TestClient, method: string, path: string, token: string): Promise<Response>;
}

const ATTEMPTS: Attempt[] = [
  {
    name: 'no token, same origin',
    sameOrigin: true,
    send: (c, method, path) => c.request(method, path, { json: {}, csrf: false }),
  },
  {
    name: 'the right token, from another site',
    send: (c, method, path, token) =>
      c.request(method, path, { json: {}, csrf: false, origin: EVIL, headers: { 'x-csrftoken': token } }),
  },
  {
    name: 'no Origin, a Referer from another site',
    send: (c, method, path, token) =>
      c.request(method, path, {
        json: {},
        csrf: false,
        origin: null,
        headers: { 'x-csrftoken': token, referer: `${EVIL}/attack.html` },
      }),
  },
  {
    name: 'Origin: null (a sandboxed frame)',
    send: (c, method, path, token) =>
      c.request(method, path, { json: {}, csrf: false, origin: 'null', headers: { 'x-csrftoken': token } }),
  },
  {
    name: 'a token of another browser',
    sameOrigin: true,
    send: async (c, method, path) => {
      const stranger = await new TestClient(c.baseUrl).prime();
      return c.request(method, path, {
        json: {},
        csrf: false,
        headers: { 'x-csrftoken': stranger.csrfToken! },
      });
    },
  },
  {
    name: 'a form posted from another site',
    send: (c, method, path, token) =>
      c.request(method, path, { form: { csrfmiddlewaretoken: token }, csrf: false, origin: EVIL }),
  },
  {
    name: 'a text/plain body from another site',
    send: (c, method, path) =>
      c.request(method, path, {
        body: '{"title":"forged"}',
        csrf: false,
        origin: EVIL,
        headers: { 'content-type': 'text/plain' },
      }),
  },
];

describe.each(DIALECTS)('%s: CSRF', (dialect) => {
  let t: TestApp;
  let p: Presentation;
  const actors = defineActors();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    p = await actors.sharedPresentation({ title: 'Forgery target' });
    const report = await insertReport(t.handle.db, {
      presentation_id: p.id,
      reporter_id: null,
      reason: 'spam',
      details: '',
      contact_email: null,
      created_at: new Date().toISOString(),
    });
    await upsertCollaborator(t.handle.db, p.id, actors.other.user.id, 'comment', new Date().toISOString());
    const now = new Date().toISOString();
    const hook = await insertWebhook(t.handle.db, {
      user_id: actors.owner.user.id,
      url: 'https://hooks.example.com/podium',
      secret: 'whsec_csrfsecret0000000000000000',
      events: ['view'],
      created_at: now,
    });
    const [delivery] = await insertDeliveries(
      t.handle.db,
      [{ webhook_id: hook.id, event: 'view', payload: '{}', created_at: now }],
      200,
    );
    Object.assign(ids, {
      oid: p.oid,
      linkId: await buildViewLink(t.handle, p),
      id: String(report),
      username: actors.other.user.username,
      webhookId: String(hook.id),
      deliveryId: String(delivery!.id),
    });
    // A live session with a question: its writes are forged too.
    const { session } = await startSession(t.handle.db, viewerOf(actors.owner.user), p.oid, undefined, t.url);
    const live = (await findSessionByCode(t.handle.db, session.code))!;
    const question = await insertQuestion(t.handle.db, {
      session_id: live.id,
      visitor_id: 'anon:csrf',
      text: 'Forged?',
      state: 'open',
      created_at: now,
    });
    Object.assign(ids, { code: session.code });
    // A folder of the owner's shared with the other user, so its writes are forged too.
    const folder = await t.handle.db
      .insertInto('folders')
      .values({
        fid: 'csrffolder01',
        name: 'Forgery folder',
        owner_id: actors.owner.user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.handle.db
      .insertInto('folder_collaborators')
      .values({ folder_id: folder.id, user_id: actors.other.user.id, role: 'comment', created_at: now })
      .execute();
    Object.assign(ids, { fid: 'csrffolder01' });
    // A team the owner runs, for the team brand kit's calls.
    ids.tid = (await buildTeam(t, [[actors.owner.user, 'owner']])).tid;
    expect(question.id).toBeGreaterThan(0);
    // A team with a member and a pending invitation: its writes are forged too.
    Object.assign(ids, await buildTeamTargets(t, actors.owner.user, actors.other.user));
  });
  afterAll(async () => {
    await t.close();
  });

  const unsafeRoutes = () => t.app.routeTable.filter((r: RouteSummary) => UNSAFE.includes(r.method));
  const pathOf = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? '1');
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const row = await t.handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return [table, Number(row.n)];
        }),
      ),
    );

  it('gives pages the token cookie, and files and probes none (so proxies may cache them)', async () => {
    const cookieOf = async (path: string) => {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status, path).toBe(200);
      return response.headers.get('set-cookie') ?? '';
    };
    expect(await cookieOf('/')).toContain('csrftoken=');
    for (const path of [
      '/assets/entry-client-fixture.js',
      '/favicon.svg',
      '/favicon.png',
      '/healthz',
      '/readyz',
    ])
      expect(await cookieOf(path), path).toBe('');
  });

  it('exempts only the telemetry calls', () => {
    expect(
      unsafeRoutes()
        .filter((r) => r.csrfExempt)
        .map((r) => r.url)
        .sort(),
    ).toEqual([...EXEMPT].sort());
  });

  it('asks only the calls made inside embeds for our origin without a token', () => {
    expect(
      unsafeRoutes()
        .filter((r) => r.csrfOriginOnly)
        .map((r) => r.url)
        .sort(),
    ).toEqual([...ORIGIN_ONLY].sort());
  });

  it('refuses every unsafe route from another site, every way, and changes nothing', async () => {
    const routes = unsafeRoutes().filter((r) => !r.csrfExempt);
    expect(routes.length).toBeGreaterThanOrEqual(34);
    const owner = await actors.owner.client();
    const staff = await actors.staff.client();
    const before = await counts();
    const wrong: string[] = [];
    let attempts = 0;
    for (const route of routes) {
      const client = route.url.startsWith('/api/admin/') ? staff : owner;
      const path = pathOf(route.url);
      for (const attempt of ATTEMPTS) {
        if (route.csrfOriginOnly && attempt.sameOrigin) continue;
        const response = await attempt.send(client, route.method, path, client.csrfToken!);
        attempts++;
        const body = await response.text();
        if (
          response.status !== 403 ||
          (!body.includes('csrf_failed') && !body.includes('CSRF') && !body.includes('Origin check'))
        )
          wrong.push(
            `${route.method} ${route.url} · ${attempt.name}: ${response.status} ${body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    const sameOriginWays = ATTEMPTS.filter((attempt) => attempt.sameOrigin).length;
    const originOnly = routes.filter((r) => r.csrfOriginOnly).length;
    expect(attempts).toBe(routes.length * ATTEMPTS.length - originOnly * sameOriginWays);
    expect(await counts()).toEqual(before);
    const stored = await t.handle.db
      .selectFrom('presentations')
      .select(['title', 'privacy'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: 'Forgery target', privacy: 'public' });
    // The live session was neither moved nor ended, its question neither voted on nor hidden.
    const live = await t.handle.db
      .selectFrom('live_sessions')
      .select(['state', 'step', 'reactions'])
      .where('code', '=', ids.code!)
      .executeTakeFirstOrThrow();
    expect(live).toEqual({ state: 'live', step: 0, reactions: 0 });
    const questions = await t.handle.db.selectFrom('live_questions').select(['state', 'votes']).execute();
    expect(questions).toEqual([{ state: 'open', votes: 0 }]);
    // Still signed in: the forged log-outs did nothing.
    expect((await owner.get('/settings/')).status).toBe(200);
  });

  it('opens a WebSocket only from this site: another Origin, none and "null" are refused before the upgrade', async () => {
    const sockets = t.app.routeTable.filter((r: RouteSummary) => r.csrfUpgrade && r.method === 'GET');
    expect(sockets.map((r) => r.url)).toEqual(['/api/v4/presentation/:oid/canvas/live/']);
    const owner = await actors.owner.client();
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const upgrade = (path: string, origin: string | undefined) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}${path}`, {
          headers: { cookie, ...(origin === undefined ? {} : { origin }) },
        });
        socket.on('open', () => {
          socket.close();
          resolve({ status: 101, body: '' });
        });
        socket.on('unexpected-response', (_request, response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        socket.on('error', () => {});
      });
    for (const route of sockets) {
      const path = `${pathOf(route.url)}?generation=g`;
      for (const origin of [EVIL, undefined, 'null']) {
        const { status, body } = await upgrade(path, origin);
        expect(status, `${route.url} from ${origin}`).toBe(403);
        expect(body).toMatch(/Origin check/);
      }
      // From this site the upgrade goes through (the channel then closes: no such generation).
      expect((await upgrade(path, t.url)).status).toBe(101);
    }
  });

  it('lets the same requests through from this site with the token (so the refusals mean something)', async () => {
    const owner = await actors.owner.client();
    expect((await owner.request('PUT', `/api/v4/presentation/${p.oid}/like/`)).status).toBe(200);
    expect(
      (await owner.request('PATCH', `/api/v4/presentation/${p.oid}/`, { json: { title: 'Renamed' } })).status,
    ).toBe(200);
    const step = await owner.request('POST', `/api/v4/live/${ids.code}/step`, { json: { step: 1 } });
    expect(step.status).toBe(204);
    expect((await owner.submit('/settings/sessions/', {})).status).toBe(303);
  });

  it('refuses a picture uploaded into a deck from another site, and takes it from this one', async () => {
    // The JSON, form and text attempts above never carry a picture, the one body this call stores.
    const owner = await actors.owner.client();
    const path = `/api/v4/presentation/${p.oid}/media/`;
    const picture = (options: { csrf?: boolean; origin?: string; token?: string }) =>
      owner.request('POST', path, {
        body: PNG_5X4,
        csrf: options.csrf ?? false,
        ...(options.origin ? { origin: options.origin } : {}),
        headers: { 'content-type': 'image/png', ...(options.token ? { 'x-csrftoken': options.token } : {}) },
      });
    const before = await counts();
    for (const response of [await picture({}), await picture({ origin: EVIL, token: owner.csrfToken! })]) {
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('csrf_failed');
    }
    expect(await counts()).toEqual(before);
    expect((await picture({ csrf: true })).status).toBe(201);
    expect((await counts()).media_files).toBe(before.media_files! + 1);
  });
});
