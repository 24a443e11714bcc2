// Visits over real HTTP on every dialect: the view call starts one, the beacon
// adds each step's visible time to it, and the statistics show per link the visits that reached a
// step, their completion and time per step, and per gated visitor their steps; bots and visits
// that reached no step are left out; the visits download as CSV for those who see the statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { LinkStats, PresentationStats } from '../../../src/features/analytics/contracts';
import { stepCount } from '../../../src/features/decks/presentation.service';
import type { ViewLinkData } from '../../../src/features/sharing/contracts';
import { defineActors } from '../../helpers/actors';
import { BROWSER_USER_AGENT, type TestClient } from '../../helpers/client';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36';

describe.each(DIALECTS)('%s: visits, time per step and per-link statistics', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, editor, other, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function linkFor(p: Presentation, rules: object = {}) {
    const response = await (await owner.client()).request('POST', `/api/v4/presentation/${p.oid}/links/`, {
      json: rules,
    });
    expect(response.status).toBe(201);
    return (await response.json()).link as ViewLinkData;
  }
  const key = (linkId?: string) => (linkId ? `?auth_key=${linkId}&key_type=prezilink` : '');
  async function view(
    visitor: TestClient,
    p: Presentation,
    linkId?: string,
    headers: Record<string, string> = {},
  ) {
    const response = await visitor.request('POST', `/api/v4/presentation/${p.oid}/view/${key(linkId)}`, {
      json: {},
      headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { counted: boolean; viewCount: number; visitId?: string };
  }
  /** The beacon as navigator.sendBeacon sends it: text/plain, our Origin, no CSRF header. */
  const beacon = (visitor: TestClient, body: object, headers: Record<string, string> = {}) =>
    visitor.request('POST', '/api/v4/visits/', {
      body: JSON.stringify(body),
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      csrf: false,
    });
  async function stats(p: Presentation): Promise<PresentationStats> {
    const response = await (await owner.client()).get(`/api/v4/presentation/${p.oid}/stats/?days=7`);
    expect(response.status).toBe(200);
    return response.json();
  }
  const linkStats = async (p: Presentation, linkId: string) =>
    (await stats(p)).links.find((l) => l.linkId === linkId) as LinkStats;
  const visitRows = async (p: Presentation) =>
    t.handle.db.selectFrom('visits').selectAll().where('presentation_id', '=', p.id).execute();
  const stepRows = async (visitId: string) =>
    t.handle.db
      .selectFrom('visit_steps')
      .select(['step', 'ms'])
      .where('visit_id', '=', visitId)
      .orderBy('step')
      .execute();

  it('gives per link its visits, completion and time per step from what the visitors report', async () => {
    const p = await actors.sharedPresentation({ privacy: 'private' });
    const steps = stepCount(p);
    expect(steps).toBeGreaterThanOrEqual(3);
    const { linkId } = await linkFor(p, { name: 'Acme board' });
    // The first visitor goes through every step; the second stops on step 1.
    const first = await anonymous.newClient();
    const { visitId, counted } = await view(first, p, linkId);
    expect(counted).toBe(true);
    expect(visitId).toMatch(/^[a-z0-9]{22}$/);
    expect((await beacon(first, { visitId, linkId, steps: [{ step: 0, ms: 0 }] })).status).toBe(204);
    const all = Array.from({ length: steps }, (_, step) => ({ step, ms: 1000 * (step + 1) }));
    expect((await beacon(first, { visitId, linkId, steps: all })).status).toBe(204);
    // Time reported again for a step adds up.
    expect((await beacon(first, { visitId, linkId, steps: [{ step: 0, ms: 500 }] })).status).toBe(204);
    const second = await anonymous.newClient();
    const other = await view(second, p, linkId);
    expect(
      (await beacon(second, { visitId: other.visitId, linkId, steps: [{ step: 0, ms: 3500 }] })).status,
    ).toBe(204);

    const link = await linkStats(p, linkId);
    expect(link).toMatchObject({ name: 'Acme board', views: 2, uniqueVisitors: 2, completionRate: 0.5 });
    const firstTotal = all.reduce((sum, s) => sum + s.ms, 0) + 500;
    expect(link.avgMs).toBe(Math.round((firstTotal + 3500) / 2));
    expect(link.steps[0]).toEqual({ step: 0, reached: 2, avgMs: 2500 }); // (1500 + 3500) / 2
    expect(link.steps[1]).toEqual({ step: 1, reached: 1, avgMs: 2000 });
    expect(link.steps).toHaveLength(steps);
    const [row] = (await visitRows(p)).filter((v) => v.id === visitId);
    expect(row).toMatchObject({ steps_seen: steps, max_step: steps - 1, completed: 1, total_ms: firstTotal });
  });

  it('continues the visit on a view not counted, and starts none for a bot', async () => {
    const p = await actors.sharedPresentation();
    const visitor = await anonymous.newClient();
    const first = await view(visitor, p);
    const again = await view(visitor, p);
    expect(again).toMatchObject({ counted: false, viewCount: 1, visitId: first.visitId });
    for (const agent of [GOOGLEBOT, HEADLESS]) {
      const bot = await anonymous.newClient();
      expect(await view(bot, p, undefined, { 'user-agent': agent })).toEqual({
        counted: false,
        viewCount: 1,
      });
      // Its beacons are dropped, even with a real visit id.
      const sent = await beacon(
        bot,
        { visitId: first.visitId, steps: [{ step: 0, ms: 5 }] },
        { 'user-agent': agent },
      );
      expect(sent.status).toBe(204);
    }
    expect(await visitRows(p)).toHaveLength(1);
    expect(await stepRows(first.visitId!)).toEqual([]);
    expect((await stats(p)).period.views).toBe(1);
  });

  it('leaves a visit that reached no step out of the link’s views', async () => {
    const p = await actors.sharedPresentation({ privacy: 'private' });
    const { linkId } = await linkFor(p, { name: 'Newsletter' });
    await view(await anonymous.newClient(), p, linkId);
    expect((await stats(p)).period.views).toBe(1); // the view itself is counted
    expect(await linkStats(p, linkId)).toMatchObject({
      views: 0,
      uniqueVisitors: 0,
      completionRate: 0,
      avgMs: null,
    });
  });

  it('lists a gated visitor’s steps and time on each under their e-mail address', async () => {
    const p = await actors.sharedPresentation({ privacy: 'private' });
    const steps = stepCount(p);
    const { linkId } = await linkFor(p, { name: 'Webinar', requireEmail: true });
    const visitor = await anonymous.newClient();
    expect((await visitor.submit(`/view/${linkId}/unlock/`, { email: 'CFO@Acme.example' })).status).toBe(303);
    const { visitId } = await view(visitor, p, linkId);
    await beacon(visitor, {
      visitId,
      linkId,
      steps: [
        { step: 0, ms: 4000 },
        { step: 2, ms: 1500 },
      ],
    });
    const link = await linkStats(p, linkId);
    expect(link.visitors).toEqual([
      expect.objectContaining({
        email: 'cfo@acme.example',
        stepsSeen: 2,
        stepMs: [4000, null, 1500, ...Array(steps - 3).fill(null)],
      }),
    ]);
    expect((await visitRows(p))[0]!.email).toBe('cfo@acme.example');
  });

  it('refuses a beacon for another visitor’s visit, another link, a step past the end, or too late', async () => {
    const p = await actors.sharedPresentation({ privacy: 'private' });
    const steps = stepCount(p);
    const { linkId } = await linkFor(p);
    const { linkId: otherLink } = await linkFor(p);
    const visitor = await anonymous.newClient();
    const { visitId } = await view(visitor, p, linkId);
    const refused = async (client: TestClient, body: object, status: number, code: string) => {
      const response = await beacon(client, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    };
    await refused(
      await anonymous.newClient(),
      { visitId, linkId, steps: [{ step: 0, ms: 1 }] },
      404,
      'not_found',
    );
    await refused(await other.client(), { visitId, linkId, steps: [{ step: 0, ms: 1 }] }, 404, 'not_found');
    await refused(visitor, { visitId, linkId: otherLink, steps: [{ step: 0, ms: 1 }] }, 404, 'not_found');
    await refused(visitor, { visitId, steps: [{ step: 0, ms: 1 }] }, 404, 'not_found');
    await refused(
      visitor,
      { visitId: 'a'.repeat(22), linkId, steps: [{ step: 0, ms: 1 }] },
      404,
      'not_found',
    );
    // A step past the deck's end refuses the whole batch.
    await refused(
      visitor,
      {
        visitId,
        linkId,
        steps: [
          { step: 0, ms: 1 },
          { step: steps, ms: 1 },
        ],
      },
      400,
      'step_out_of_range',
    );
    for (const body of [
      { visitId, linkId, steps: [{ step: 0, ms: 86_400_001 }] },
      { visitId, linkId, steps: [{ step: -1, ms: 1 }] },
      { visitId, linkId, steps: [] },
      { visitId, linkId, steps: Array.from({ length: 51 }, () => ({ step: 0, ms: 1 })) },
      { visitId, linkId, steps: [{ step: 0, ms: 1 }], extra: true },
      { visitId: 'short', steps: [{ step: 0, ms: 1 }] },
    ])
      expect((await beacon(visitor, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(await stepRows(visitId!)).toEqual([]);

    // From another site, or without an Origin: refused like any forged call.
    const forged = await visitor.request('POST', '/api/v4/visits/', {
      body: JSON.stringify({ visitId, linkId, steps: [{ step: 0, ms: 1 }] }),
      headers: { 'content-type': 'text/plain' },
      csrf: false,
      origin: 'https://evil.example',
    });
    expect(forged.status).toBe(403);

    // A visit takes beacons for a few hours only.
    await t.handle.db
      .updateTable('visits')
      .set({ started_at: new Date(Date.now() - 7 * 3_600_000).toISOString() })
      .where('id', '=', visitId!)
      .execute();
    await refused(visitor, { visitId, linkId, steps: [{ step: 0, ms: 1 }] }, 410, 'visit_over');
    expect(await stepRows(visitId!)).toEqual([]);
  });

  it('counts views in embeds by the embedding site once a step showed, “Embedded on” it', async () => {
    const p = await actors.sharedPresentation();
    // A browser in another site's frame: none of our cookies, our origin on its calls.
    const fromFrame = (path: string, body: object, type = 'application/json') =>
      fetch(t.url + path, {
        method: 'POST',
        headers: {
          'content-type': type,
          origin: t.url,
          'user-agent': `${BROWSER_USER_AGENT} frame/3`,
        },
        body: JSON.stringify(body),
      });
    const viewed = await fromFrame(`/api/v4/presentation/${p.oid}/embed-view/`, {
      referrer: 'https://school.example/lessons/1',
    });
    const { visitId } = await viewed.json();
    expect(visitId).toMatch(/^[a-z0-9]{22}$/);
    expect((await stats(p)).embeds).toEqual([]); // no step yet
    const step = await fromFrame('/api/v4/visits/', { visitId, steps: [{ step: 0, ms: 900 }] }, 'text/plain');
    expect(step.status).toBe(204);
    expect((await stats(p)).embeds).toEqual([{ site: 'https://school.example', views: 1 }]);
  });

  it('caps a step’s time at a day however often it is reported', async () => {
    const p = await actors.sharedPresentation();
    const visitor = await anonymous.newClient();
    const { visitId } = await view(visitor, p);
    for (let i = 0; i < 3; i++)
      expect((await beacon(visitor, { visitId, steps: [{ step: 1, ms: 50_000_000 }] })).status).toBe(204);
    expect(await stepRows(visitId!)).toEqual([{ step: 1, ms: 86_400_000 }]);
  });

  it('downloads the visits as CSV for the owner and editors only, quoted and safe for spreadsheets', async () => {
    const p = await actors.sharedPresentation({ privacy: 'private' });
    const steps = stepCount(p);
    const { linkId } = await linkFor(p, {
      name: '=HYPERLINK("https://evil.example","Acme, Inc")',
      requireEmail: true,
    });
    const visitor = await anonymous.newClient();
    await visitor.submit(`/view/${linkId}/unlock/`, { email: '-sum@acme.example' });
    const { visitId } = await view(visitor, p, linkId, {});
    await beacon(visitor, {
      visitId,
      linkId,
      steps: [
        { step: 0, ms: 1234 },
        { step: 1, ms: 5000 },
      ],
    });

    const path = `/dashboard/next/${p.oid}/stats/visits.csv?days=30`;
    const response = await (await owner.client()).get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="visits-[a-z0-9]+-30d-/,
    );
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      [
        'Started at (UTC)',
        'Link name',
        'Link id',
        'E-mail address',
        'Referring site',
        'Embedded',
        'Steps seen',
        'Steps in total',
        'Completed',
        'Total seconds',
        ...Array.from({ length: steps }, (_, i) => `Seconds on step ${i + 1}`),
      ].join(','),
    );
    const started = (await visitRows(p))[0]!.started_at;
    expect(lines[1]).toBe(
      [
        new Date(started).toISOString(),
        `"'=HYPERLINK(""https://evil.example"",""Acme, Inc"")"`,
        linkId,
        "'-sum@acme.example",
        '',
        'no',
        '2',
        String(steps),
        'no',
        '6.2',
        '1.2',
        '5',
        ...Array(steps - 2).fill(''),
      ].join(','),
    );
    expect(lines.slice(2)).toEqual(['']);
    expect((await (await editor.client()).get(path)).status).toBe(200);
    expect((await (await other.client()).get(path)).status).toBe(404);
    const stranger = await (await anonymous.client()).get(path);
    expect(stranger.status).not.toBe(200);
    expect(await stranger.text()).not.toContain('acme');
    expect(
      (await (await owner.client()).get(`/dashboard/next/${p.oid}/stats/visits.csv?days=3`)).status,
    ).toBe(400);
  });
});
