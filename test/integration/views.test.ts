// Counting views under concurrency (DESIGN §3): a counted view is a row, once per visitor
// per 30 minutes, decided by the database even when one visitor's calls race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentationStats } from '../../src/features/analytics/stats.service';
import { findPresentationById } from '../../src/features/decks/presentations.repository';
import { setLiked } from '../../src/features/viewing/like.service';
import { recordView } from '../../src/features/viewing/view.service';
import type { AppError } from '../../src/platform/http/errors';
import { defineActors } from '../helpers/actors';
import { buildPresentation } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

const VISITORS = 20;
const CALLS_PER_VISITOR = 10;

describe.each(DIALECTS)('%s: view counting', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, other, commenter, editor, staff, anonymous } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts each visitor once when their view calls arrive at the same moment', async () => {
    const p = await buildPresentation(t.handle, owner.user, { title: 'Rush Hour' });
    const visitors = await Promise.all(Array.from({ length: VISITORS }, () => anonymous.newClient()));
    const answers = await Promise.all(
      visitors.flatMap((visitor) =>
        Array.from({ length: CALLS_PER_VISITOR }, () =>
          visitor.request('POST', `/api/v4/presentation/${p.oid}/view/`),
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { counted: boolean }[];
    for (let v = 0; v < VISITORS; v++) {
      const own = bodies.slice(v * CALLS_PER_VISITOR, (v + 1) * CALLS_PER_VISITOR);
      expect(
        own.filter((b) => b.counted),
        `visitor ${v}`,
      ).toHaveLength(1);
    }
    const rows = await t.handle.db
      .selectFrom('views')
      .select(['visitor_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('presentation_id', '=', p.id)
      .groupBy('visitor_id')
      .execute();
    expect(rows).toHaveLength(VISITORS);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    expect((await findPresentationById(t.handle.db, p.id))!.view_count).toBe(VISITORS);
  });

  it('answers 404, never 500, to views, likes and statistics racing the presentation being deleted', async () => {
    // Deleted between the route loading it and the write (or the statistics' reads): nothing is
    // found, and the answer is 404.
    const gone = await buildPresentation(t.handle, owner.user, { title: 'Vanishing' });
    await t.handle.db.deleteFrom('presentations').where('id', '=', gone.id).execute();
    for (const write of [
      () => recordView(t.handle, gone.id, 'a-visitor', null),
      () => setLiked(t.handle, gone.id, other.user.id, true),
      () => presentationStats(t.handle, gone, 30),
    ])
      expect(await write().catch((caught: AppError) => caught.status)).toBe(404);

    // Over HTTP, a few rounds: every answer is a count, a like or a 404, whichever side of the
    // delete it fell. (On PostgreSQL a like or view that inserted its row before taking the
    // counter's lock deadlocked with the delete: 500.)
    const likers = await Promise.all([other, commenter, editor, staff].map((member) => member.newClient()));
    const visitors = await Promise.all(Array.from({ length: 10 }, () => anonymous.newClient()));
    const ownerClient = await owner.client();
    for (let round = 0; round < 3; round++) {
      const p = await buildPresentation(t.handle, owner.user, { title: `Going Soon ${round}` });
      const writes = () => [
        ...visitors.map((visitor) => visitor.request('POST', `/api/v4/presentation/${p.oid}/view/`)),
        ...likers.map((liker) => liker.request('PUT', `/api/v4/presentation/${p.oid}/like/`)),
      ];
      const calls = [
        ...writes(),
        ownerClient.request('DELETE', `/api/v4/presentation/${p.oid}/`),
        ...writes(),
      ];
      const statuses = (await Promise.all(calls)).map((response) => response.status);
      expect(statuses.filter((status) => ![200, 204, 404].includes(status))).toEqual([]);
    }
  });
});
