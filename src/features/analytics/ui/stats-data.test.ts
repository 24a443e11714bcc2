import { describe, expect, it } from 'vitest';
import {
  dayToUnixSeconds,
  funnelChart,
  isBrandNew,
  peakDay,
  reachedShare,
  slowestStep,
  statsFormat,
  timeChart,
  viewsChart,
} from './stats-data';
import { emptyStats, STEPS } from './test-support';

const steps = STEPS;

describe('chart data', () => {
  it('puts the days on a UTC time axis with views and visitors as two series', () => {
    const spec = viewsChart(
      [
        { day: '2026-11-20', views: 3, visitors: 2 },
        { day: '2026-11-21', views: 0, visitors: 0 },
      ],
      { day: 'Day', views: 'Views', visitors: 'Visitors' },
    );
    expect(spec.kind).toBe('line');
    expect(spec.xLabel).toBe('Day');
    expect(spec.x).toEqual([Date.UTC(2026, 10, 20) / 1000, Date.UTC(2026, 10, 21) / 1000]);
    expect(spec.series.map((s) => [s.label, s.values])).toEqual([
      ['Views', [3, 0]],
      ['Visitors', [2, 0]],
    ]);
  });

  it('numbers the steps from 1 and gives untimed steps no bar', () => {
    expect(funnelChart(steps, { step: 'Step', reached: 'Reached' }).x).toEqual([1, 2, 3]);
    expect(funnelChart(steps, { step: 'Step', reached: 'Reached' }).series[0]!.values).toEqual([8, 6, 2]);
    const time = timeChart(steps, { step: 'Step', median: 'Median' });
    expect(time.unit).toBe('seconds');
    expect(time.series[0]!.values).toEqual([3, 12.5, null]);
  });

  it('converts a UTC day to unix seconds', () => {
    expect(dayToUnixSeconds('1970-01-02')).toBe(86_400);
  });
});

describe('summaries', () => {
  it('finds the busiest day, the earliest on a tie, and none when nobody viewed', () => {
    const days = [
      { day: '2026-11-19', views: 1, visitors: 1 },
      { day: '2026-11-20', views: 4, visitors: 2 },
      { day: '2026-11-21', views: 4, visitors: 3 },
    ];
    expect(peakDay(days)?.day).toBe('2026-11-20');
    expect(peakDay([{ day: '2026-11-21', views: 0, visitors: 0 }])).toBeNull();
  });

  it('measures each step against the playthroughs that started', () => {
    expect(reachedShare(steps, steps[1]!)).toBe(0.75);
    expect(reachedShare(steps, steps[2]!)).toBe(0.25);
    expect(reachedShare([], steps[0]!)).toBe(0);
  });

  it('finds the slowest timed step', () => {
    expect(slowestStep(steps)?.step).toBe(1);
    expect(slowestStep([{ ...steps[2]! }])).toBeNull();
  });

  it('calls a presentation brand new only when nothing at all was recorded', () => {
    expect(isBrandNew(emptyStats())).toBe(true);
    expect(isBrandNew(emptyStats({ totals: { views: 3, likes: 0 } }))).toBe(false);
    expect(isBrandNew(emptyStats({ steps }))).toBe(false);
    const shared = emptyStats();
    shared.period.shares = 1;
    expect(isBrandNew(shared)).toBe(false);
  });
});

describe('statsFormat', () => {
  it('formats counts, shares, seconds and UTC days in the page language', () => {
    const en = statsFormat('en');
    expect(en.count(12_345)).toBe('12,345');
    expect(en.percent(0.256)).toBe('26%');
    expect(en.seconds(12_500)).toBe('12.5 sec');
    expect(en.longDay('2026-11-01')).toBe('Nov 1, 2026');
    expect(statsFormat('de').count(12_345)).toBe('12.345');
  });
});
