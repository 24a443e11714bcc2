// Counting views under concurrency (issue #20, DESIGN §3): a counted view is a row, once per visitor
// per 30 minutes, decided by the database even when one visitor's calls race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPresentationById } from '../../src/db/repositories/presentations.repository';
import { defineActors } from '../helpers/actors';
import { buildPresentation } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

const VISITORS = 20;
const CALLS_PER_VISITOR = 10;

describe.each(DIALECTS)('%s: view counting', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner, anonymous } = actors;
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
});
