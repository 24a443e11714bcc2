// A recording's statistics over real HTTP on every dialect: its chapters are the steps a playback
// reports (the visit beacon and the analytics events), so many playthroughs give watch time,
// average view duration, drop-off by chapter and completion on the statistics call and page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresentationStats, StatsPageData } from '../../../src/features/analytics/contracts';
import type { PlayerData } from '../../../src/features/decks/contracts';
import type { Chapter } from '../../../src/features/recordings/contracts';
import { defineActors } from '../../helpers/actors';
import type { TestClient } from '../../helpers/client';
import { playthrough } from '../../helpers/telemetry';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';
import { completeUpload, publish, recordingBody } from '../../helpers/video';

function pageStats(html: string): StatsPageData {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(json!) as { props: { stats: StatsPageData } }).props.stats;
}

describe.each(DIALECTS)('%s: a recording’s statistics', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, anonymous } = actors;
  let oid: string;
  let chapters: Chapter[];
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
    const deck = await actors.sharedPresentation();
    const client = await owner.newClient();
    const upload = await completeUpload(client);
    // Steps 0, 1, 2 and back to 1: four chapters over a three-step deck.
    const published = await publish(client, {
      ...recordingBody(upload.id, deck.oid, upload.durationMs),
      timeline: [
        { atMs: 0, step: 0 },
        { atMs: 3000, step: 1 },
        { atMs: 6000, step: 2 },
        { atMs: 9000, step: 1 },
      ],
      edits: { startMs: 0, endMs: upload.durationMs, cuts: [] },
    });
    oid = published.oid;
    const data = (await (
      await anonymous.client()
    )
      .get(`/api/v4/presentation/${oid}/`)
      .then((r) => r.json())) as PlayerData;
    chapters = data.recording!.chapters;
  });
  afterAll(async () => {
    await t.close();
  });

  const beacon = (visitor: TestClient, body: object) =>
    visitor.request('POST', '/api/v4/visits/', {
      body: JSON.stringify(body),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      csrf: false,
    });

  /** One playthrough as the player reports it: the view call, each chapter's time, the events. */
  async function play(chaptersSeen: number, msPerChapter: number) {
    const visitor = await anonymous.newClient();
    const view = await visitor.request('POST', `/api/v4/presentation/${oid}/view/`, { json: {} });
    expect(view.status).toBe(200);
    const { visitId } = (await view.json()) as { visitId: string };
    const steps = Array.from({ length: chaptersSeen }, (_, step) => ({ step, ms: msPerChapter }));
    const sent = await beacon(visitor, { visitId, steps });
    expect(sent.status, await sent.clone().text()).toBe(204);
    const events = [
      playthrough.started(oid, chapters.length),
      ...steps.slice(1).map(({ step }) => playthrough.step(oid, step, msPerChapter)),
      ...(chaptersSeen === chapters.length ? [playthrough.completed(oid, chapters.length)] : []),
    ];
    const posted = await fetch(`${t.url}/api/analytics/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(events),
    });
    expect(posted.status).toBe(204);
    return visitId;
  }

  it('counts each chapter as a step: watch time, average view, drop-off by chapter and completion', async () => {
    expect(chapters.map((c) => c.step)).toEqual([0, 1, 2, 1]);
    // 14 playthroughs: 6 to the end, 4 stop in chapter 3, 2 in chapter 2, 2 never leave chapter 1.
    const plan = [...Array(6).fill(4), ...Array(4).fill(3), ...Array(2).fill(2), ...Array(2).fill(1)];
    const visitIds: string[] = [];
    for (const seen of plan) visitIds.push(await play(seen, 2000));

    const rows = await t.handle.db
      .selectFrom('visit_steps')
      .select(['step'])
      .where('visit_id', 'in', visitIds)
      .execute();
    expect(rows).toHaveLength(plan.reduce((sum, n) => sum + n, 0));
    const completed = await t.handle.db
      .selectFrom('visits')
      .select('completed')
      .where('id', 'in', visitIds)
      .execute();
    expect(completed.filter((v) => Number(v.completed) === 1)).toHaveLength(6);

    const response = await (await owner.client()).get(`/api/v4/presentation/${oid}/stats/?days=7`);
    expect(response.status).toBe(200);
    const stats = (await response.json()) as PresentationStats;
    const watchMs = plan.reduce((sum, n) => sum + n * 2000, 0);
    expect(stats.period).toMatchObject({
      started: 14,
      completed: 6,
      completionRate: 6 / 14,
      watchMs,
      avgViewMs: Math.round(watchMs / 14),
    });
    expect(stats.steps.map((s) => s.sessions)).toEqual([14, 12, 10, 6]);

    const page = await (await owner.client()).get(`/dashboard/next/${oid}/stats/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // What the page shows (the page data after it carries every label of the catalogue).
    const shown = html.slice(0, html.indexOf('id="page-data"'));
    expect(shown).not.toContain('Nobody has presented it in this period');
    const data = pageStats(html);
    expect(data.presentation.chapters).toBe(true);
    expect(data.steps.map((s) => [s.sessions, s.title])).toEqual(
      chapters.map((c, i) => [[14, 12, 10, 6][i], c.title || null]),
    );
    expect(shown).toContain('Drop-off by chapter');
    expect(shown).toContain('Chapter 4');
    expect(shown).toContain(
      '<span class="stats-tile__label">Watch time</span><span class="stats-tile__value">1.4 min</span>',
    );
    expect(shown).toContain(
      '<span class="stats-tile__label">Average view duration</span><span class="stats-tile__value">6 sec</span>',
    );
  });

  it('refuses a chapter past the recording’s last', async () => {
    const visitor = await anonymous.newClient();
    const view = await visitor.request('POST', `/api/v4/presentation/${oid}/view/`, { json: {} });
    const { visitId } = (await view.json()) as { visitId: string };
    const sent = await beacon(visitor, { visitId, steps: [{ step: chapters.length, ms: 10 }] });
    expect(sent.status).toBe(400);
    expect(await sent.json()).toMatchObject({ error: { code: 'step_out_of_range' } });
  });
});
