// Ingestion of log records and analytics envelopes (spec §3, §7) on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { stepCount } from '../../../src/features/decks/presentation.service';
import { buildPresentation, buildUser } from '../../helpers/factories';
import { buildEnvelope, buildLogRecord, playthrough } from '../../helpers/telemetry';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

/** The presentation buildEnvelope's events are about. */
const OID = 'abcdefghijkl';

describe.each(DIALECTS)('%s: telemetry ingestion', (dialect) => {
  let t: TestApp;
  let p: Presentation;
  beforeAll(async () => {
    t = await startTestApp(dialect, { RATE_LIMIT_TELEMETRY: '1000' });
    const built = await buildPresentation(t.handle, await buildUser(t.handle), { title: 'Watched' });
    await t.handle.db.updateTable('presentations').set({ oid: OID }).where('id', '=', built.id).execute();
    p = { ...built, oid: OID };
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (
    path: string,
    body: string,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ) => fetch(t.url + path, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });
  const count = async (table: 'log_records' | 'analytics_events') =>
    Number(
      (
        await t.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a log record exactly once and answers JSON, without CSRF headers', async () => {
    const before = await count('log_records');
    const response = await post('/api/log/', JSON.stringify([buildLogRecord({ extra_field: 'kept' })]));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ stored: 1 });
    expect(await count('log_records')).toBe(before + 1);
    const row = await t.handle.db
      .selectFrom('log_records')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      levelname: 'INFO',
      name: 'debug',
      msg: 'player loaded',
      prezi_id: 'abcdefghijkl',
      session_id: 'session-1',
    });
    expect(JSON.parse(row.record).extra_field).toBe('kept');
  });

  it('stores envelopes sent by fetch, by sendBeacon (text/plain) and to the fallback path', async () => {
    const before = await count('analytics_events');
    expect((await post('/api/analytics/', JSON.stringify([buildEnvelope()]))).status).toBe(204);
    expect(
      (
        await post(
          '/api/analytics/',
          JSON.stringify([buildEnvelope({ event_name: 'Like' })]),
          'text/plain;charset=UTF-8',
        )
      ).status,
    ).toBe(204);
    expect(
      (await post('/api/analytics/fallback/', JSON.stringify([buildEnvelope({ event_name: 'Share' })])))
        .status,
    ).toBe(204);
    expect(await count('analytics_events')).toBe(before + 3);
    const rows = await t.handle.db
      .selectFrom('analytics_events')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(rows.map((r) => r.event_name).sort()).toEqual(['Like', 'LoadedPublicViewPage', 'Share']);
    expect(rows[0]).toMatchObject({
      event_type: 'LoadedPublicViewPage',
      prezi_oid: 'abcdefghijkl',
      session_id: '1f0c2b7a-3d4e-4f5a-9b6c-7d8e9f0a1b2c',
    });
    expect(rows[0]!.client_time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('stores many concurrent events, each exactly once', async () => {
    const before = await count('analytics_events');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/api/analytics/', JSON.stringify([buildEnvelope({ n: i }), buildEnvelope({ n: i + 100 })])),
      ),
    );
    expect(responses.every((r) => r.status === 204)).toBe(true);
    expect(await count('analytics_events')).toBe(before + 80);
  });

  it('rejects bad input with a clear 400 and stores nothing', async () => {
    const logsBefore = await count('log_records');
    const eventsBefore = await count('analytics_events');
    const cases: [string, string, string][] = [
      ['/api/log/', 'not json', 'application/json'],
      ['/api/log/', '[]', 'application/json'],
      ['/api/log/', JSON.stringify([buildLogRecord({ levelname: 'LOUD' })]), 'application/json'],
      ['/api/log/', JSON.stringify([buildLogRecord({ msg: null })]), 'application/json'],
      ['/api/analytics/', '{not json', 'text/plain'],
      ['/api/analytics/', JSON.stringify(buildEnvelope()), 'application/json'],
      ['/api/analytics/', JSON.stringify([buildEnvelope({}, { event_source: 'Flash' })]), 'application/json'],
      ['/api/analytics/', JSON.stringify([{ ...buildEnvelope(), extra: 1 }]), 'application/json'],
      ['/api/analytics/', JSON.stringify([buildEnvelope({ event_name: '' })]), 'application/json'],
      [
        '/api/analytics/',
        JSON.stringify(Array.from({ length: 51 }, () => buildEnvelope())),
        'application/json',
      ],
    ];
    for (const [path, body, type] of cases) {
      const response = await post(path, body, type);
      expect(response.status, `${path} ${body.slice(0, 60)}`).toBe(400);
      const error = (await response.json()).error;
      expect(error.message.length).toBeGreaterThan(5);
    }
    expect(await count('log_records')).toBe(logsBefore);
    expect(await count('analytics_events')).toBe(eventsBefore);
  });

  const storedSince = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('analytics_events')
        .select(['event_name', 'prezi_oid', 'envelope'])
        .where('id', '>', id)
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, body: JSON.parse(row.envelope).body }));
  const lastId = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('analytics_events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0,
    );

  it('refuses playthrough numbers that are not bounded integers, naming the field, and stores nothing', async () => {
    const before = await count('analytics_events');
    const cases = [
      playthrough.step(OID, 10_000_000, 1000),
      playthrough.step(OID, 1e300, 1000),
      playthrough.step(OID, -1, 1000),
      playthrough.step(OID, 1.5, 1000),
      playthrough.step(OID, 1, 1e300),
      playthrough.step(OID, 1, -1),
      playthrough.step(OID, 1, 86_400_001),
      buildEnvelope({ event_name: 'StepReached', prezi_oid: OID, step_index: '1', ms_on_previous_step: 1 }),
      buildEnvelope({ event_name: 'StepReached', prezi_oid: OID }),
      playthrough.started(OID, -1),
      playthrough.started(OID, 1e300),
      playthrough.completed(OID, 4, 1e300),
      playthrough.completed(OID, 4, 8 * 86_400_000),
    ];
    for (const event of cases) {
      const response = await post('/api/analytics/', JSON.stringify([playthrough.started(OID), event]));
      expect(response.status, JSON.stringify(event.body)).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('invalid_event');
      expect(error.message).toMatch(/^Presentation(Started|Completed) |^StepReached /);
    }
    expect(await count('analytics_events')).toBe(before);
  });

  it('keeps only events about presentations that exist, and steps the deck has', async () => {
    const steps = stepCount(p);
    expect(steps).toBeGreaterThan(2);
    const from = await lastId();
    const response = await post(
      '/api/analytics/',
      JSON.stringify([
        playthrough.started(OID, steps),
        playthrough.step(OID, steps - 1, 1200),
        playthrough.step(OID, steps, 1200),
        playthrough.step(OID, 99_999, 1200),
        playthrough.started('zzzzzzzzzzzz'),
        buildEnvelope({ event_name: 'Share', prezi_oid: 'not an oid' }),
        buildEnvelope({ event_name: 'SearchPresentations', prezi_oid: undefined }),
      ]),
    );
    expect(response.status).toBe(204);
    expect(
      (await storedSince(from)).map((row) => [row.event_name, row.prezi_oid, row.body.step_index]),
    ).toEqual([
      ['PresentationStarted', OID, undefined],
      ['StepReached', OID, steps - 1],
      ['SearchPresentations', null, undefined],
    ]);
  });

  it('refuses oversized bodies with 413', async () => {
    const huge = JSON.stringify([buildLogRecord({ padding: 'x'.repeat(70 * 1024) })]);
    const response = await post('/api/log/', huge);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('body_too_large');
  });

  it('rate-limits each client', async () => {
    const limited = await startTestApp(dialect, { RATE_LIMIT_TELEMETRY: '2' });
    try {
      const send = () =>
        fetch(`${limited.url}/api/analytics/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify([buildEnvelope()]),
        });
      expect([(await send()).status, (await send()).status, (await send()).status]).toEqual([204, 204, 429]);
    } finally {
      await limited.close();
    }
  });
});
