// Daily rollups of analytics events: the statistics page reads these, never the
// events, so its cost depends on the days shown and the deck's steps, not on how many events exist.
// They are kept up to date in the transaction that stores the events, and outlive them: dropping
// old events (ANALYTICS_RETENTION_DAYS) leaves the statistics as they were.
import { PLAYTHROUGH_LIMITS } from '../../kernel/limits';
import { timeBucket } from './rules';

/** The events counted per presentation and day. */
export const COUNTED_EVENTS: readonly string[] = [
  'PresentationStarted',
  'PresentationCompleted',
  'StepReached',
  'Share',
  'CopyEmbedCode',
];

export interface EventForRollup {
  /** ISO 8601, UTC: its first ten characters are the day. */
  received_at: string;
  event_name: string;
  prezi_oid: string | null;
  body: Record<string, unknown>;
}

export interface DailyCount {
  prezi_oid: string;
  day: string;
  event_name: string;
  events: number;
}

/** Playthroughs that reached a step for the first time that day. */
export interface DailyReach {
  prezi_oid: string;
  day: string;
  step: number;
  reached: number;
}

/** Times spent on a step that day, in one histogram bucket (domain/stats.ts timeBucket). */
export interface DailyTimes {
  prezi_oid: string;
  day: string;
  step: number;
  bucket: number;
  samples: number;
  total_ms: number;
}

export interface Rollups {
  counts: DailyCount[];
  reach: DailyReach[];
  times: DailyTimes[];
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/**
 * What a batch of events adds to the rollups, one row per key, in key order (writers that upsert
 * in one order cannot deadlock). A StepReached event counts its step as reached unless the viewer
 * had reached it before in the same playthrough (`revisit: true`), and adds its time to the step
 * before it. An event with a field out of bounds (stored before ingestion checked) adds only its count.
 */
export function rollupsOf(events: EventForRollup[]): Rollups {
  const counts = new Map<string, DailyCount>();
  const reach = new Map<string, DailyReach>();
  const times = new Map<string, DailyTimes>();
  for (const event of events) {
    const { prezi_oid, event_name, body } = event;
    if (prezi_oid === null || !COUNTED_EVENTS.includes(event_name)) continue;
    const day = event.received_at.slice(0, 10);
    const countKey = [prezi_oid, day, event_name].join('\n');
    const count = counts.get(countKey) ?? { prezi_oid, day, event_name, events: 0 };
    count.events += 1;
    counts.set(countKey, count);

    const { step_index: step, ms_on_previous_step: ms } = body;
    if (event_name !== 'StepReached') continue;
    if (!isWhole(step, PLAYTHROUGH_LIMITS.steps - 1) || !isWhole(ms, PLAYTHROUGH_LIMITS.stepMs)) continue;
    if (body.revisit !== true) {
      const key = [prezi_oid, day, pad(step)].join('\n');
      const row = reach.get(key) ?? { prezi_oid, day, step, reached: 0 };
      row.reached += 1;
      reach.set(key, row);
    }
    if (step === 0) continue;
    const bucket = timeBucket(ms);
    const key = [prezi_oid, day, pad(step - 1), pad(bucket)].join('\n');
    const row = times.get(key) ?? { prezi_oid, day, step: step - 1, bucket, samples: 0, total_ms: 0 };
    row.samples += 1;
    row.total_ms += ms;
    times.set(key, row);
  }
  const inKeyOrder = <Row>(rows: Map<string, Row>) =>
    [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return { counts: inKeyOrder(counts), reach: inKeyOrder(reach), times: inKeyOrder(times) };
}

/** Numbers in keys sort as text in numeric order. */
const pad = (n: number) => String(n).padStart(6, '0');
