// Pure statistics helpers: filling empty days, medians, the completion funnel by step.

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every UTC day from `since` to `until` inclusive, with 0 where nothing was counted. */
export function fillDays(
  counts: { day: string; views: number }[],
  since: Date,
  until: Date,
): { day: string; views: number }[] {
  const byDay = new Map(counts.map((c) => [c.day, c.views]));
  const days: { day: string; views: number }[] = [];
  for (
    let t = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
    t <= until.getTime();
    t += 86_400_000
  ) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push({ day, views: byDay.get(day) ?? 0 });
  }
  return days;
}

/**
 * The histogram bucket of a time on a step: quarter octaves, each about 19% wider than the one
 * before, so a minute spans
 * buckets 0 to 63 and a day (PLAYTHROUGH_LIMITS.stepMs) 0 to 105.
 */
export const timeBucket = (ms: number) => Math.floor(Math.log2(ms + 1) * 4);

/** Times spent on a step that fell in one bucket: how many, and their sum. */
export interface TimeBucket {
  bucket: number;
  samples: number;
  totalMs: number;
}

/**
 * The median of a histogram, each value taken as the mean of its bucket: exact when every bucket
 * holds one distinct value, and within a bucket's width (about 19%) otherwise.
 */
export function histogramMedian(buckets: TimeBucket[]): number | null {
  const sorted = buckets.filter((b) => b.samples > 0).sort((a, b) => a.bucket - b.bucket);
  const count = sorted.reduce((sum, b) => sum + b.samples, 0);
  if (count === 0) return null;
  // The value at a 0-based rank: the mean of the bucket holding it.
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.samples;
      if (rank < seen) return b.totalMs / b.samples;
    }
    return 0;
  };
  const middle = Math.floor(count / 2);
  return count % 2 ? valueAt(middle) : (valueAt(middle - 1) + valueAt(middle)) / 2;
}

export interface StepStats {
  step: number;
  /** Playthroughs that reached this step. */
  sessions: number;
  /** Median time spent on this step before moving on, in ms. */
  medianMs: number | null;
}

/**
 * Funnel and time per step from the daily rollups, summed over the period: how many playthroughs
 * reached each step, and the histogram of time spent on each (reaching step N ends a time on N−1).
 * Rows run from the first step (when any playthrough started) to the last one reached, never past the deck's `stepCount` (a deck
 * shortened since keeps rollups for steps it no longer has). Linear in the rows.
 */
export function stepStats(
  reached: { step: number; reached: number }[],
  times: ({ step: number } & TimeBucket)[],
  startedSessions: number,
  stepCount: number,
): StepStats[] {
  const fits = (step: number) => Number.isInteger(step) && step >= 0 && step < stepCount;
  const reachedByStep = new Map<number, number>();
  let lastStep = -1;
  for (const row of reached) {
    if (!fits(row.step) || row.reached <= 0) continue;
    reachedByStep.set(row.step, (reachedByStep.get(row.step) ?? 0) + row.reached);
    lastStep = Math.max(lastStep, row.step);
  }
  // A playthrough that never left the first step still reached it.
  if (startedSessions > 0 && stepCount > 0) lastStep = Math.max(lastStep, 0);
  const timesByStep = new Map<number, TimeBucket[]>();
  for (const { step, ...bucket } of times) {
    if (!fits(step)) continue;
    const buckets = timesByStep.get(step) ?? [];
    buckets.push(bucket);
    timesByStep.set(step, buckets);
  }
  return Array.from({ length: lastStep + 1 }, (_, step) => ({
    step,
    sessions:
      step === 0 ? Math.max(startedSessions, reachedByStep.get(0) ?? 0) : (reachedByStep.get(step) ?? 0),
    medianMs: histogramMedian(timesByStep.get(step) ?? []),
  }));
}
