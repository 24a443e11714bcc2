// Owner statistics from stored views, likes and analytics events, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { insertAnalyticsEvents } from '../../../src/features/analytics/telemetry.repository';
import { insertViews } from '../../../src/features/viewing/views.repository';
import { defineActors, newcomer } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { buildEnvelope, playthrough } from '../../helpers/telemetry';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const DAY = 86_400_000;

describe.each(DIALECTS)('%s: presentation statistics', (dialect) => {
  let t: TestApp;
  let p: Presentation;

  const actors = defineActors();
  const { owner, editor, commenter, other, anonymous, sharedPresentation } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    p = await sharedPresentation();
    const now = Date.now();
    await t.handle.db.transaction().execute((trx) =>
      insertViews(trx, [
        { presentation_id: p.id, visitor_id: 'a', user_id: null, viewed_at: new Date(now).toISOString() },
        { presentation_id: p.id, visitor_id: 'b', user_id: null, viewed_at: new Date(now).toISOString() },
        {
          presentation_id: p.id,
          visitor_id: 'a',
          user_id: null,
          viewed_at: new Date(now - 2 * DAY).toISOString(),
        },
        {
          presentation_id: p.id,
          visitor_id: 'c',
          user_id: null,
          viewed_at: new Date(now - 40 * DAY).toISOString(),
        },
      ]),
    );
    const events = [
      playthrough.started(p.oid),
      playthrough.started(p.oid),
      playthrough.completed(p.oid),
      buildEnvelope({ event_name: 'Share', prezi_oid: p.oid }),
      buildEnvelope({ event_name: 'CopyEmbedCode', prezi_oid: p.oid, product_type: 'PRESENT' }),
      playthrough.step(p.oid, 1, 4000),
      playthrough.step(p.oid, 1, 2000, true),
      playthrough.step(p.oid, 2, 9000),
      buildEnvelope({ event_name: 'Share', prezi_oid: 'otherpresent' }),
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

  it('gives the owner views per day, visitors, likes, shares, embeds, completion and time per step', async () => {
    const response = await (await owner.client()).get(`/api/v4/presentation/${p.oid}/stats/?days=30`);
    expect(response.status).toBe(200);
    const stats = await response.json();
    expect(stats.days).toBe(30);
    expect(stats.totals).toEqual({ views: 4, likes: 0 });
    expect(stats.period).toEqual({
      views: 3,
      uniqueVisitors: 2,
      likes: 0,
      shares: 1,
      embedsCopied: 1,
      downloads: 0,
      started: 2,
      completed: 1,
      completionRate: 0.5,
      // Views stored without visits (no beacon reported time): no watch time.
      watchMs: 0,
      avgViewMs: null,
    });
    expect(stats.viewsPerDay).toHaveLength(30);
    expect(stats.viewsPerDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 2 });
    expect(stats.viewsPerDay.at(-3)).toEqual({
      day: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
      views: 1,
    });
    expect(stats.steps).toEqual([
      { step: 0, sessions: 2, medianMs: 3000 },
      { step: 1, sessions: 1, medianMs: 9000 },
      { step: 2, sessions: 1, medianMs: null },
    ]);
  });

  it('leaves out poison stored before ingestion checked events', async () => {
    // What one anonymous post could store before: steps far past the deck's end, numbers no
    // playthrough has, text where numbers belong. Each used to cost the statistics call (33 s of
    // CPU for 10,000,000; a permanent 500 for 1e300).
    const poison = (step_index: unknown, ms_on_previous_step: unknown = 1000) => ({
      received_at: new Date().toISOString(),
      client_time: null,
      event_type: 'StepReached',
      event_name: 'StepReached',
      prezi_oid: p.oid,
      session_id: 'poison',
      envelope: buildEnvelope({
        event_name: 'StepReached',
        prezi_oid: p.oid,
        step_index,
        ms_on_previous_step,
      }),
    });
    await t.handle.db
      .transaction()
      .execute((trx) =>
        insertAnalyticsEvents(trx, [
          poison(10_000_000),
          poison(1e300),
          poison(-1),
          poison(1.5),
          poison('7'),
          poison(null),
          poison(1, 1e300),
          poison(1, -5),
          poison(1, 'slow'),
        ]),
      );
    const client = await owner.client();
    const response = await client.get(`/api/v4/presentation/${p.oid}/stats/?days=30`);
    expect(response.status).toBe(200);
    expect((await response.json()).steps).toEqual([
      { step: 0, sessions: 2, medianMs: 3000 },
      { step: 1, sessions: 1, medianMs: 9000 },
      { step: 2, sessions: 1, medianMs: null },
    ]);
    expect((await client.get(`/dashboard/next/${p.oid}/stats/`)).status).toBe(200);
  });

  it('limits how often one client asks, on the call and the page', async () => {
    const limited = await startTestApp(dialect, { RATE_LIMIT_STATS: '2' });
    try {
      const owner = await newcomer(limited);
      const mine = await buildPresentation(limited.handle, owner.user);
      const client = owner.client;
      const api = `/api/v4/presentation/${mine.oid}/stats/`;
      expect([(await client.get(api)).status, (await client.get(api)).status]).toEqual([200, 200]);
      const refused = await client.get(api);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe('rate_limited');
      const page = `/dashboard/next/${mine.oid}/stats/`;
      await client.get(page);
      await client.get(page);
      const refusedPage = await client.get(page);
      expect(refusedPage.status).toBe(429);
      expect(refusedPage.headers.get('content-type')).toMatch(/text\/html/);
    } finally {
      await limited.close();
    }
  });

  it('counts the longer period when asked, and gives editors the same view', async () => {
    const stats = await (
      await (await editor.client()).get(`/api/v4/presentation/${p.oid}/stats/?days=60`)
    ).json();
    expect(stats.period.views).toBe(4);
    expect(stats.period.uniqueVisitors).toBe(3);
  });

  it('is a 404 for anyone else and a 400 for a bad period', async () => {
    for (const who of [anonymous, other, commenter]) {
      expect((await (await who.client()).get(`/api/v4/presentation/${p.oid}/stats/`)).status).toBe(404);
    }
    const client = await owner.client();
    for (const days of ['0', '366', 'abc', '-1']) {
      expect((await client.get(`/api/v4/presentation/${p.oid}/stats/?days=${days}`)).status).toBe(400);
    }
  });
});
