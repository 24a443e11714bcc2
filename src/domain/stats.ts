// Pure statistics helpers: filling empty days, medians, the completion funnel by step.
import { PLAYTHROUGH_LIMITS } from './limits';

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

export interface StepSample {
  sessionId: string;
  stepIndex: number;
  msOnPreviousStep: number;
}

export interface StepStats {
  step: number;
  /** Sessions that reached this step. */
  sessions: number;
  /** Median time spent on this step before moving on, in ms. */
  medianMs: number | null;
}

/** A sample that fits the deck: a real step, and a finite time no longer than PLAYTHROUGH_LIMITS allow. */
function isUsable(sample: StepSample, stepCount: number): boolean {
  const { stepIndex, msOnPreviousStep } = sample;
  return (
    Number.isInteger(stepIndex) &&
    stepIndex >= 0 &&
    stepIndex < stepCount &&
    Number.isFinite(msOnPreviousStep) &&
    msOnPreviousStep >= 0 &&
    msOnPreviousStep <= PLAYTHROUGH_LIMITS.stepMs
  );
}

/**
 * Funnel and time per step from StepReached samples: reaching step N means time was spent on N−1.
 * Rows run from the first step to the last one reached, never past the deck's `stepCount`; samples
 * that do not fit the deck (stored before ingestion checked them, or sent for an older version of
 * it) are left out. Time is linear in the samples, apart from sorting each step's times.
 */
export function stepStats(samples: StepSample[], startedSessions: number, stepCount: number): StepStats[] {
  const reached = new Map<number, Set<string>>();
  const times = new Map<number, number[]>();
  let lastStep = -1;
  for (const sample of samples) {
    if (!isUsable(sample, stepCount)) continue;
    const { stepIndex, sessionId, msOnPreviousStep } = sample;
    const sessions = reached.get(stepIndex) ?? new Set<string>();
    reached.set(stepIndex, sessions.add(sessionId));
    lastStep = Math.max(lastStep, stepIndex);
    if (stepIndex === 0) continue;
    const previous = times.get(stepIndex - 1) ?? [];
    previous.push(msOnPreviousStep);
    times.set(stepIndex - 1, previous);
  }
  return Array.from({ length: lastStep + 1 }, (_, step) => ({
    step,
    sessions:
      step === 0 ? Math.max(startedSessions, reached.get(0)?.size ?? 0) : (reached.get(step)?.size ?? 0),
    medianMs: median(times.get(step) ?? []),
  }));
}
