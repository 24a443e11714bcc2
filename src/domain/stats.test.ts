import { describe, expect, it } from 'vitest';
import { fillDays, median, stepStats } from './stats';

describe('median', () => {
  it('is the middle value, or the mean of the two middle values, or null for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('fillDays', () => {
  it('lists every UTC day in the range with zeros where nothing was counted', () => {
    const days = fillDays(
      [{ day: '2026-11-02', views: 7 }],
      new Date('2026-11-01T10:00:00Z'),
      new Date('2026-11-03T05:00:00Z'),
    );
    expect(days).toEqual([
      { day: '2026-11-01', views: 0 },
      { day: '2026-11-02', views: 7 },
      { day: '2026-11-03', views: 0 },
    ]);
  });
});

describe('stepStats', () => {
  it('attributes the time before reaching step N to step N−1 and counts sessions per step', () => {
    const stats = stepStats(
      [
        { sessionId: 's1', stepIndex: 1, msOnPreviousStep: 1000 },
        { sessionId: 's1', stepIndex: 2, msOnPreviousStep: 5000 },
        { sessionId: 's2', stepIndex: 1, msOnPreviousStep: 3000 },
        { sessionId: 's2', stepIndex: 1, msOnPreviousStep: 3000 },
      ],
      3,
      5,
    );
    expect(stats).toEqual([
      { step: 0, sessions: 3, medianMs: 3000 },
      { step: 1, sessions: 2, medianMs: 5000 },
      { step: 2, sessions: 1, medianMs: null },
    ]);
  });

  it('is empty without samples', () => {
    expect(stepStats([], 0, 5)).toEqual([]);
  });

  it('leaves out samples that do not fit the deck, and never builds rows past its last step', () => {
    const sample = (stepIndex: number, msOnPreviousStep = 1000) => ({
      sessionId: 's',
      stepIndex,
      msOnPreviousStep,
    });
    const stats = stepStats(
      [
        sample(1),
        sample(10_000_000),
        sample(1e300),
        sample(-1),
        sample(1.5),
        sample(Number.NaN),
        sample(2, 1e300),
        sample(2, -5),
        sample(2, Number.POSITIVE_INFINITY),
        sample(3),
      ],
      1,
      3,
    );
    expect(stats).toEqual([
      { step: 0, sessions: 1, medianMs: 1000 },
      { step: 1, sessions: 1, medianMs: null },
    ]);
  });

  it('takes time linear in the samples', () => {
    const samples = Array.from({ length: 200_000 }, (_, i) => ({
      sessionId: `s${i % 1000}`,
      stepIndex: i % 50,
      msOnPreviousStep: i % 7000,
    }));
    const stats = stepStats(samples, 1000, 50);
    expect(stats).toHaveLength(50);
    expect(stats[49]).toEqual({ step: 49, sessions: 20, medianMs: null });
    expect(stats[48]!.medianMs).toBeGreaterThan(0);
  });
});
