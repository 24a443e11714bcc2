// The options handed to uPlot (the library itself needs a real canvas, so it is replaced here).
import type uPlot from 'uplot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawChart } from './draw-chart';
import { funnelChart, timeChart, viewsChart } from './stats-data';

const made = vi.hoisted(() => [] as { options: uPlot.Options; data: uPlot.AlignedData; target: unknown }[]);
vi.mock('uplot/dist/uPlot.min.css', () => ({}));
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: (opts: unknown) => ({ bars: opts }) };
    static tzDate = (date: Date) => date;
    constructor(options: uPlot.Options, data: uPlot.AlignedData, target: unknown) {
      made.push({ options, data, target });
    }
  }
  return { default: FakePlot };
});

afterEach(() => {
  made.length = 0;
});

const target = {} as HTMLElement;
const days = [
  { day: '2026-11-20', views: 7, visitors: 3 },
  { day: '2026-11-21', views: 2, visitors: 2 },
];
const steps = [
  { step: 0, title: null, sessions: 5, medianMs: 4000 },
  { step: 1, title: null, sessions: 3, medianMs: null },
];
const axisValues = (axis: uPlot.Axis | undefined, splits: number[]) =>
  (axis!.values as (u: unknown, s: number[]) => string[])(null, splits);

describe('drawChart', () => {
  it('draws views and visitors over UTC days, labelled in the page language, from zero', () => {
    drawChart(target, viewsChart(days, { day: 'Tag', views: 'Aufrufe', visitors: 'Besucher' }), 'de', 640);
    const { options, data } = made[0]!;
    expect(made[0]!.target).toBe(target);
    expect(options.width).toBe(640);
    expect(data).toEqual([
      [Date.UTC(2026, 10, 20) / 1000, Date.UTC(2026, 10, 21) / 1000],
      [7, 2],
      [3, 2],
    ]);
    expect(options.series.map((s) => s.label)).toEqual(['Tag', 'Aufrufe', 'Besucher']);
    // The legend reads the hovered day and counts in German too; the second line is dashed.
    const legend = (i: number, v: number | null) =>
      (options.series[i]!.value as (u: unknown, v: number | null) => string)(null, v);
    expect([legend(0, Date.UTC(2026, 10, 20) / 1000), legend(1, 1234), legend(2, null)]).toEqual([
      '20. Nov.',
      '1.234',
      '–',
    ]);
    expect(options.series[2]!.dash).toEqual([6, 4]);
    // Off the chart, the legend shows the latest day; on it, the day under the pointer.
    const setLegend = vi.fn();
    const hook = options.hooks!.setCursor![0]!;
    hook({ cursor: { idx: null }, data, setLegend } as unknown as uPlot);
    hook({ cursor: { idx: 0 }, data, setLegend } as unknown as uPlot);
    expect(setLegend.mock.calls).toEqual([[{ idx: 1 }]]);
    // Whole days only between labels: never two ticks on one day.
    expect(Math.min(...(options.axes![0]!.incrs as number[]))).toBe(86_400);
    expect(options.legend?.show).toBe(true);
    expect(axisValues(options.axes?.[0], [Date.UTC(2026, 10, 21) / 1000])).toEqual(['21. Nov.']);
    expect(axisValues(options.axes?.[1], [0, 1000])).toEqual(['0', '1.000']);
    // Counts are whole numbers, and the axis starts at zero with room above the peak.
    expect(options.axes?.[1]?.incrs).toContain(1);
    expect(options.axes?.[1]?.incrs).not.toContain(0.5);
    const range = options.scales?.y?.range as () => [number, number];
    expect(range()).toEqual([0, 8]);
  });

  it('draws steps as bars numbered from 1, without a legend for one series', () => {
    drawChart(target, funnelChart(steps, { step: 'Step', reached: 'Reached' }), 'en', 300);
    const { options, data } = made[0]!;
    expect(data).toEqual([
      [1, 2],
      [5, 3],
    ]);
    expect(options.series[1]?.paths).toEqual({ bars: expect.anything() });
    expect(options.legend?.show).toBe(false);
    expect(options.scales?.x?.time).toBe(false);
    expect(axisValues(options.axes?.[0], [1, 2])).toEqual(['1', '2']);
  });

  it('reads time per step in seconds and leaves untimed steps empty', () => {
    drawChart(target, timeChart(steps, { step: 'Step', median: 'Median' }), 'en', 300);
    const { options, data } = made[0]!;
    expect(data[1]).toEqual([4, null]);
    expect(axisValues(options.axes?.[1], [0, 2.5])).toEqual(['0 s', '2.5 s']);
  });
});
