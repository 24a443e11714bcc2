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

/** Funnel and time per step from StepReached samples: reaching step N means time was spent on N−1. */
export function stepStats(samples: StepSample[], startedSessions: number): StepStats[] {
  const reached = new Map<number, Set<string>>();
  const times = new Map<number, number[]>();
  for (const s of samples) {
    if (!reached.has(s.stepIndex)) reached.set(s.stepIndex, new Set());
    reached.get(s.stepIndex)!.add(s.sessionId);
    if (s.stepIndex > 0)
      times.set(s.stepIndex - 1, [...(times.get(s.stepIndex - 1) ?? []), s.msOnPreviousStep]);
  }
  const lastStep = Math.max(-1, ...reached.keys(), ...times.keys());
  return Array.from({ length: lastStep + 1 }, (_, step) => ({
    step,
    sessions:
      step === 0 ? Math.max(startedSessions, reached.get(0)?.size ?? 0) : (reached.get(step)?.size ?? 0),
    medianMs: median(times.get(step) ?? []),
  }));
}
