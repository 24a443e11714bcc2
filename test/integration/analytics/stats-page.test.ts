// The statistics page (/dashboard/next/{oid}/stats/) on every dialect: who gets it, the numbers
// it renders on the server, its periods, and the plain answer for a presentation nobody viewed.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import type { StatsPageData } from '../../../src/features/analytics/contracts';
import { insertViews } from '../../../src/features/viewing/views.repository';
import { defineActors, newcomer } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { buildEnvelope, playthrough } from '../../helpers/telemetry';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The stats the server rendered the page with (the page data the browser hydrates from). */
function pageStats(html: string): StatsPageData {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(json!) as { props: { stats: StatsPageData } }).props.stats;
}

/** The tiles' label → value, as rendered. */
function tiles(html: string): Record<string, string> {
  const pairs = html.matchAll(
    /<span class="stats-tile__label">([^<]*)<\/span><span class="stats-tile__value">([^<]*)<\/span>/g,
  );
  return Object.fromEntries([...pairs].map((m) => [m[1], m[2]]));
}

describe.each(DIALECTS)('%s: statistics page', (dialect) => {
  let t: TestApp;
  let p: Presentation;
  const page = () => `/dashboard/next/${p.oid}/stats/`;

  const actors = defineActors();
  const { owner, editor, commenter, other, staff, anonymous, sharedPresentation } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    p = await sharedPresentation({ title: 'Quarterly <Numbers>' });
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    await t.handle.db.transaction().execute((trx) =>
      insertViews(trx, [
        { presentation_id: p.id, visitor_id: 'a', user_id: null, viewed_at: at(0) },
        { presentation_id: p.id, visitor_id: 'b', user_id: null, viewed_at: at(0) },
        { presentation_id: p.id, visitor_id: 'b', user_id: null, viewed_at: at(1000) },
        { presentation_id: p.id, visitor_id: 'a', user_id: null, viewed_at: at(2 * DAY) },
        { presentation_id: p.id, visitor_id: 'c', user_id: null, viewed_at: at(40 * DAY) },
      ]),
    );
    const { client: liker } = await newcomer(t);
    expect((await liker.request('PUT', `/api/v4/presentation/${p.oid}/like/`)).status).toBe(200);
    const step = (stepIndex: number, ms: number, revisit = false) =>
      playthrough.step(p.oid, stepIndex, ms, revisit);
    const events = [
      playthrough.started(p.oid),
      playthrough.started(p.oid),
      playthrough.started(p.oid),
      playthrough.started(p.oid),
      playthrough.completed(p.oid),
      buildEnvelope({ event_name: 'Share', prezi_oid: p.oid }),
      buildEnvelope({ event_name: 'Share', prezi_oid: p.oid }),
      buildEnvelope({ event_name: 'CopyEmbedCode', prezi_oid: p.oid, product_type: 'PRESENT' }),
      step(1, 4000),
      step(1, 2000, true),
      step(2, 9000),
    ];
    const response = await fetch(`${t.url}/api/analytics/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(events),
    });
    expect(response.status).toBe(204);
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders the owner their numbers for the last 30 days', async () => {
    const response = await (await owner.client()).get(page());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<a href="/p/${p.oid}/${p.slug}/">Quarterly &lt;Numbers&gt;</a>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(tiles(html)).toEqual({
      Views: '4',
      'Unique visitors': '2',
      Likes: '1',
      Shares: '2',
      'Embed codes copied': '1',
      Downloads: '0',
      'Watch time': '0 sec',
      'Average view duration': '–',
      'Completion rate': '25%',
    });
    expect(html).toContain('5 all time');
    expect(html).toContain('1 of 4 playthroughs finished');
    expect(html).toMatch(
      /<a class="stats-periods__link" href="[^"]+\?days=30" aria-current="page">30 days<\/a>/,
    );
    // The tables: today and two days ago, the funnel from 4 started, the median times.
    expect(html).toContain(`<time dateTime="${isoDay(Date.now())}">`);
    expect(html).toMatch(/<td>3<\/td><td>2<\/td>/);
    expect(html).toContain('<td>4</td><td>100%</td>');
    expect(html).toContain('<td>1</td><td>25%</td>');
    expect(html).toContain('<td>3 sec</td>');
    expect(html).toContain('<td>9 sec</td>');
    expect(html).toContain('role="img"');

    const stats = pageStats(html);
    expect(stats.days).toBe(30);
    expect(stats.viewsPerDay).toHaveLength(30);
    expect(stats.viewsPerDay.at(-1)).toEqual({ day: isoDay(Date.now()), views: 3, visitors: 2 });
    expect(stats.viewsPerDay.at(-3)).toEqual({ day: isoDay(Date.now() - 2 * DAY), views: 1, visitors: 1 });
    expect(stats.steps.map((s) => [s.step, s.sessions, s.medianMs])).toEqual([
      [0, 4, 3000],
      [1, 1, 9000],
      [2, 1, null],
    ]);
    // Step titles come from the document's path: the overview, then its first topic.
    expect(stats.steps[0]!.title).toBe('Quarterly <Numbers>');
    expect(stats.steps[1]!.title).toBe('One observation per row');
  });

  it('counts the longer period when asked', async () => {
    const html = await (await (await owner.client()).get(`${page()}?days=90`)).text();
    expect(tiles(html)).toMatchObject({ Views: '5', 'Unique visitors': '3' });
    expect(pageStats(html).viewsPerDay).toHaveLength(90);
    expect(html).toMatch(/\?days=90" aria-current="page">90 days</);
  });

  it('gives editors the same page', async () => {
    const response = await (await editor.client()).get(`${page()}?days=7`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(tiles(html)).toMatchObject({ Views: '4', Likes: '1' });
    expect(pageStats(html).viewsPerDay).toHaveLength(7);
  });

  it('does not exist for commenters, other users and staff without rights', async () => {
    for (const who of [commenter, other, staff]) {
      const response = await (await who.client()).get(page());
      expect(response.status, who.user.username).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('stats-tile');
      expect(html).not.toContain('Quarterly');
    }
    expect((await (await owner.client()).get('/dashboard/next/zzzzzzzzzzzz/stats/')).status).toBe(404);
  });

  it('sends signed-out visitors to log in and back', async () => {
    const response = await (await anonymous.client()).get(`${page()}?days=7`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/login/?next=${encodeURIComponent(`/dashboard/next/${p.oid}/stats/?days=7`)}`,
    );
  });

  it('answers a period it does not offer with a 400 page', async () => {
    const client = await owner.client();
    for (const days of ['0', '14', '366', 'abc', '-7', '30x', '030', '7&days=30']) {
      const response = await client.get(`${page()}?days=${days}`);
      expect(response.status, days).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).not.toContain('stats-tile');
    }
  });

  it('says plainly that a new presentation has no statistics yet', async () => {
    const fresh = await buildPresentation(t.handle, owner.user, { title: 'Brand new', privacy: 'private' });
    const response = await (await owner.client()).get(`/dashboard/next/${fresh.oid}/stats/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('No statistics yet');
    expect(html).not.toContain('stats-tile');
    expect(html).not.toContain('role="img"');
  });
});
