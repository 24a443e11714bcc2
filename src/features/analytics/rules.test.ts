import { describe, expect, it } from 'vitest';
import { fillDays, histogramMedian, median, stepStats, timeBucket } from './rules';

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

describe('histogramMedian', () => {
  it('is exact when each bucket holds one distinct value', () => {
    const bucket = (ms: number, samples = 1) => ({ bucket: timeBucket(ms), samples, totalMs: ms * samples });
    expect(histogramMedian([bucket(1000), bucket(5000, 2)])).toBe(5000);
    expect(histogramMedian([bucket(3000), bucket(1000)])).toBe(2000);
    expect(histogramMedian([])).toBeNull();
  });

  it('stays within a bucket of the true median otherwise', () => {
    const values = Array.from({ length: 1001 }, (_, i) => 500 + i * 37);
    const buckets = new Map<number, { bucket: number; samples: number; totalMs: number }>();
    for (const ms of values) {
      const b = buckets.get(timeBucket(ms)) ?? { bucket: timeBucket(ms), samples: 0, totalMs: 0 };
      b.samples += 1;
      b.totalMs += ms;
      buckets.set(b.bucket, b);
    }
    const estimate = histogramMedian([...buckets.values()])!;
    expect(Math.abs(estimate - median(values)!) / median(values)!).toBeLessThan(0.19);
  });
});

describe('stepStats', () => {
  const times = (step: number, ms: number, samples = 1) => ({
    step,
    bucket: timeBucket(ms),
    samples,
    totalMs: ms * samples,
  });

  it('counts playthroughs per step and takes the median time on each', () => {
    const stats = stepStats(
      [
        { step: 1, reached: 2 },
        { step: 2, reached: 1 },
      ],
      [times(0, 1000), times(0, 3000, 2), times(1, 5000)],
      3,
      5,
    );
    expect(stats).toEqual([
      { step: 0, sessions: 3, medianMs: 3000 },
      { step: 1, sessions: 2, medianMs: 5000 },
      { step: 2, sessions: 1, medianMs: null },
    ]);
  });

  it('sums the days of the period', () => {
    const stats = stepStats(
      [
        { step: 0, reached: 4 },
        { step: 0, reached: 3 },
      ],
      [times(0, 2000, 3), times(0, 2000, 4)],
      5,
      2,
    );
    expect(stats).toEqual([{ step: 0, sessions: 7, medianMs: 2000 }]);
  });

  it('is empty without rows', () => {
    expect(stepStats([], [], 0, 5)).toEqual([]);
  });

  it('keeps the first step of playthroughs that never left it (a one-step deck, a one-chapter video)', () => {
    expect(stepStats([], [], 14, 1)).toEqual([{ step: 0, sessions: 14, medianMs: null }]);
    expect(stepStats([], [], 0, 1)).toEqual([]);
  });

  it("never builds rows past the deck's last step (a deck shortened since)", () => {
    const stats = stepStats(
      [
        { step: 1, reached: 1 },
        { step: 7, reached: 4 },
        { step: -1, reached: 2 },
      ],
      [times(0, 1000), times(6, 1000)],
      1,
      3,
    );
    expect(stats).toEqual([
      { step: 0, sessions: 1, medianMs: 1000 },
      { step: 1, sessions: 1, medianMs: null },
    ]);
  });
});
