// Telemetry at scale, on every dialect: events feed daily rollups in the same
// transaction; statistics read the rollups; old events go (whole monthly partitions on PostgreSQL)
// and the statistics stay; a database upgraded from the previous schema gets rollups of what it had.
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { keepAnalytics } from '../../../src/features/analytics/analytics-upkeep';
import { listPartitions, partitionName } from '../../../src/features/analytics/partitions.repository';
import {
  insertAnalyticsEvents,
  type NewAnalyticsEvent,
} from '../../../src/features/analytics/telemetry.repository';
import type { DatabaseHandle } from '../../../src/platform/db/connection';
import { migrateToLatest } from '../../../src/platform/db/migrate';
import { migrations } from '../../../src/platform/db/migrations';
import { defineActors } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { buildEnvelope, playthrough } from '../../helpers/telemetry';
import { DIALECTS, openTestDatabase, startTestApp, type TestApp } from '../../helpers/test-app';

const DAY = 86_400_000;

/** An event as the telemetry route stores it, received at `at`. */
function stored(envelope: ReturnType<typeof buildEnvelope>, at: Date): NewAnalyticsEvent {
  return {
    received_at: at.toISOString(),
    client_time: null,
    event_type: String(envelope.core.event_type),
    event_name: String(envelope.body.event_name),
    prezi_oid: (envelope.body.prezi_oid as string | undefined) ?? null,
    session_id: envelope.user.session_id,
    envelope,
  };
}

const countEvents = async ({ db }: DatabaseHandle, oid: string) =>
  Number(
    (
      await db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('prezi_oid', '=', oid)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(DIALECTS)('%s: analytics at scale', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  const { owner } = actors;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const statsOf = async (p: Presentation, days = 365) => {
    const response = await (await owner.client()).get(`/api/v4/presentation/${p.oid}/stats/?days=${days}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('keeps rollups in step with the events the API stores', async () => {
    const p = await buildPresentation(t.handle, owner.user, { title: 'Rolled Up' });
    const post = (events: unknown[]) =>
      fetch(`${t.url}/api/analytics/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(events),
      });
    // Two batches at once: the upserts of the same keys add up.
    const batch = [
      playthrough.started(p.oid),
      playthrough.step(p.oid, 1, 1000),
      playthrough.step(p.oid, 1, 1000, true),
      playthrough.step(p.oid, 2, 3000),
      buildEnvelope({ event_name: 'Share', prezi_oid: p.oid }),
    ];
    const answers = await Promise.all([post(batch), post(batch)]);
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    // The batch writer answers 204 once the batch's transaction has committed.
    const days = await t.handle.db
      .selectFrom('analytics_daily')
      .select(['event_name', 'events'])
      .where('prezi_oid', '=', p.oid)
      .orderBy('event_name')
      .execute();
    expect(days).toEqual([
      { event_name: 'PresentationStarted', events: 2 },
      { event_name: 'Share', events: 2 },
      { event_name: 'StepReached', events: 6 },
    ]);
    const stats = await statsOf(p, 7);
    expect(stats.period).toMatchObject({ started: 2, shares: 2 });
    expect(stats.steps).toEqual([
      { step: 0, sessions: 2, medianMs: 1000 },
      { step: 1, sessions: 2, medianMs: 3000 },
      { step: 2, sessions: 2, medianMs: null },
    ]);
  });

  it('drops events older than the retention and keeps every statistic', async () => {
    const p = await buildPresentation(t.handle, owner.user, { title: 'Long Lived' });
    const now = new Date();
    const old = new Date(now.getTime() - 200 * DAY);
    const recent = new Date(now.getTime() - 2 * DAY);
    // Months long past have no partition until something creates them (as the upkeep did then).
    if (dialect === 'postgres') await keepAnalytics(t.handle, 0, old);
    await t.handle.db
      .transaction()
      .execute((trx) =>
        insertAnalyticsEvents(trx, [
          stored(playthrough.started(p.oid), old),
          stored(playthrough.step(p.oid, 1, 5000), old),
          stored(playthrough.started(p.oid), recent),
          stored(playthrough.step(p.oid, 1, 7000), recent),
        ]),
      );
    const before = await statsOf(p);
    expect(before.period.started).toBe(2);
    expect(await countEvents(t.handle, p.oid)).toBe(4);

    const kept = await keepAnalytics(t.handle, 90, now);
    expect(await countEvents(t.handle, p.oid)).toBe(2);
    if (dialect === 'postgres') {
      expect(kept.dropped).toContain(
        partitionName(new Date(Date.UTC(old.getUTCFullYear(), old.getUTCMonth(), 1))),
      );
      expect(await listPartitions(t.handle.db)).not.toContain((kept.dropped as string[])[0]);
    } else {
      expect(kept.dropped).toBeGreaterThanOrEqual(2);
    }
    expect(await statsOf(p)).toEqual(before);
    // Nothing more to drop: the upkeep is idempotent.
    expect(await keepAnalytics(t.handle, 90, now)).toEqual({
      created: [],
      dropped: dialect === 'postgres' ? [] : 0,
    });
  });

  it.runIf(dialect === 'postgres')(
    'has a partition for this month and the two ahead, created by any number of servers at once',
    async () => {
      // The server made this month and the two after it at start; two servers an hour later, in a
      // later month, make the ones after that.
      const later = new Date(Date.now() + 70 * DAY);
      await Promise.all([keepAnalytics(t.handle, 0, later), keepAnalytics(t.handle, 0, later)]);
      const partitions = await listPartitions(t.handle.db);
      const today = new Date();
      for (let i = 0; i <= 4; i++)
        expect(partitions).toContain(
          partitionName(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + i, 1))),
        );
      expect(partitions).toContain('analytics_events_default');
    },
  );
});

describe.each(DIALECTS)('%s: upgrading to the rollups', (dialect) => {
  it('fills the rollups from the events a database already had, and keeps the events', async () => {
    const database = await openTestDatabase(dialect, { migrate: false });
    try {
      const migrator = new Migrator({
        db: database.handle.db,
        provider: { getMigrations: async () => migrations },
        ...(database.handle.schema ? { migrationTableSchema: database.handle.schema } : {}),
      });
      expect((await migrator.migrateTo('2026-11-24-005-login-failures')).error).toBeUndefined();
      const at = new Date(Date.now() - 3 * DAY);
      const events = [
        playthrough.started('oldpresentat'),
        playthrough.step('oldpresentat', 1, 2000),
        playthrough.step('oldpresentat', 1, 4000),
        playthrough.step('oldpresentat', 5, 1e300),
        buildEnvelope({ event_name: 'Share', prezi_oid: 'oldpresentat' }),
      ].map((envelope) => {
        const { envelope: body, ...row } = stored(envelope, at);
        return { ...row, envelope: JSON.stringify(body) };
      });
      await database.handle.db.insertInto('analytics_events').values(events).execute();

      await migrateToLatest(database.handle);
      const { db } = database.handle;
      const day = at.toISOString().slice(0, 10);
      expect(
        await db
          .selectFrom('analytics_daily')
          .select(['day', 'event_name', 'events'])
          .orderBy('event_name')
          .execute(),
      ).toEqual([
        { day, event_name: 'PresentationStarted', events: 1 },
        { day, event_name: 'Share', events: 1 },
        { day, event_name: 'StepReached', events: 3 },
      ]);
      expect(await db.selectFrom('analytics_step_daily').select(['step', 'reached']).execute()).toEqual([
        { step: 1, reached: 2 },
      ]);
      const times = await db
        .selectFrom('analytics_step_times')
        .select(['step', 'samples', 'total_ms'])
        .orderBy('bucket')
        .execute();
      expect(times.map((row) => ({ ...row, total_ms: Number(row.total_ms) }))).toEqual([
        { step: 0, samples: 1, total_ms: 2000 },
        { step: 0, samples: 1, total_ms: 4000 },
      ]);
      expect(await countEvents(database.handle, 'oldpresentat')).toBe(5);
      // New events continue the ids.
      await db
        .transaction()
        .execute((trx) =>
          insertAnalyticsEvents(trx, [stored(playthrough.started('oldpresentat'), new Date())]),
        );
      const ids = (await db.selectFrom('analytics_events').select('id').orderBy('id').execute()).map((r) =>
        Number(r.id),
      );
      expect(new Set(ids).size).toBe(6);
    } finally {
      await database.handle.db.destroy();
      await database.drop();
    }
  });
});
