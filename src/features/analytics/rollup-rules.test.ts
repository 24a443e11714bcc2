import { describe, expect, it } from 'vitest';
import { rollupsOf } from './rollup-rules';
import { timeBucket } from './rules';

const event = (
  event_name: string,
  body: Record<string, unknown> = {},
  received_at = '2026-11-25T10:00:00.000Z',
) => ({
  received_at,
  event_name,
  prezi_oid: 'abc123',
  body,
});
const reached = (step_index: number, ms_on_previous_step: unknown, extra: Record<string, unknown> = {}) =>
  event('StepReached', { step_index, ms_on_previous_step, ...extra });

describe('rollupsOf', () => {
  it('counts events per presentation, day and name', () => {
    const { counts } = rollupsOf([
      event('PresentationStarted'),
      event('PresentationStarted'),
      event('Share', {}, '2026-11-26T00:00:01.000Z'),
      event('SomethingElse'),
      { ...event('Share'), prezi_oid: null },
    ]);
    expect(counts).toEqual([
      { prezi_oid: 'abc123', day: '2026-11-25', event_name: 'PresentationStarted', events: 2 },
      { prezi_oid: 'abc123', day: '2026-11-26', event_name: 'Share', events: 1 },
    ]);
  });

  it('counts a step reached once per playthrough and files the time under the step before', () => {
    const { reach, times } = rollupsOf([
      reached(1, 1000),
      reached(2, 4000),
      reached(1, 1000, { revisit: true }),
      reached(0, 500),
    ]);
    expect(reach).toEqual([
      { prezi_oid: 'abc123', day: '2026-11-25', step: 0, reached: 1 },
      { prezi_oid: 'abc123', day: '2026-11-25', step: 1, reached: 1 },
      { prezi_oid: 'abc123', day: '2026-11-25', step: 2, reached: 1 },
    ]);
    expect(times).toEqual([
      {
        prezi_oid: 'abc123',
        day: '2026-11-25',
        step: 0,
        bucket: timeBucket(1000),
        samples: 2,
        total_ms: 2000,
      },
      {
        prezi_oid: 'abc123',
        day: '2026-11-25',
        step: 1,
        bucket: timeBucket(4000),
        samples: 1,
        total_ms: 4000,
      },
    ]);
  });

  it('adds only the count of a step event with a field out of bounds (stored before checks)', () => {
    const rollups = rollupsOf([
      reached(-1, 10),
      reached(1.5, 10),
      reached(3, 1e300),
      reached(2, -5),
      reached(2, '9'),
    ]);
    expect(rollups.counts[0]!.events).toBe(5);
    expect(rollups.reach).toEqual([]);
    expect(rollups.times).toEqual([]);
  });

  it('orders rows by key, numbers numerically, so writers lock them in one order', () => {
    const { reach } = rollupsOf([reached(10, 1), reached(9, 1), reached(100, 1)]);
    expect(reach.map((r) => r.step)).toEqual([9, 10, 100]);
  });
});
