// Draws one statistics chart with uPlot. Loaded only by StatsChart after hydration (a dynamic
// import), so uPlot is its own chunk: never in the entry bundle, never run on the server.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSpec } from './stats-data';

export const CHART_HEIGHT = 240;

/** Whole numbers only on a count axis: a quarter of a view means nothing. */
const COUNT_INCRS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

const DAY = 86_400;
/** Whole days, weeks and months on a day axis: "Nov 15" twice (noon and midnight) says nothing. */
const DAY_INCRS = [
  DAY,
  2 * DAY,
  3 * DAY,
  7 * DAY,
  14 * DAY,
  30 * DAY,
  60 * DAY,
  90 * DAY,
  180 * DAY,
  365 * DAY,
];

/** The page language's way of writing the chart's numbers and days (uPlot's own are English). */
function formatters(spec: ChartSpec, lang: string) {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    y: (v: number) => (spec.unit === 'seconds' ? `${number.format(v)} s` : number.format(v)),
    x: (v: number) => (spec.kind === 'line' ? day.format(new Date(v * 1000)) : String(v)),
  };
}

function axes(spec: ChartSpec, format: ReturnType<typeof formatters>): uPlot.Axis[] {
  const common: uPlot.Axis = { stroke: '#60646c', ticks: { show: false } };
  return [
    {
      ...common,
      grid: { show: false },
      size: 32,
      values: (_u, splits) => splits.map(format.x),
      // Steps are whole numbers; days get room for a short date each.
      ...(spec.kind === 'bars' ? { incrs: COUNT_INCRS } : { incrs: DAY_INCRS, space: 64 }),
    },
    {
      ...common,
      grid: { stroke: '#e0e1e6', width: 1 },
      size: 52,
      values: (_u, splits) => splits.map(format.y),
      ...(spec.unit === 'count' ? { incrs: COUNT_INCRS } : {}),
    },
  ];
}

function series(spec: ChartSpec, format: ReturnType<typeof formatters>): uPlot.Series[] {
  const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
  const legendValue = (_u: uPlot, v: number | null) => (v === null ? '–' : format.y(v));
  return [
    { label: spec.xLabel, value: (_u, v) => (v === null ? '–' : format.x(v)) },
    ...spec.series.map(
      (s, i): uPlot.Series => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        value: legendValue,
        // Bars for steps; for days the first series is filled under and the next one dashed,
        // so two lines that run close together stay apart.
        ...(spec.kind === 'bars'
          ? { paths: bars, fill: `${s.color}cc`, points: { show: false } }
          : i === 0
            ? { fill: `${s.color}22` }
            : { dash: [6, 4] }),
      }),
    ),
  ];
}

/** While the pointer is off the chart, the legend reads the latest day rather than dashes. */
function showLatest(u: uPlot) {
  if (u.cursor.idx == null) u.setLegend({ idx: u.data[0].length - 1 });
}

export function drawChart(target: HTMLElement, spec: ChartSpec, lang: string, width: number): uPlot {
  const max = Math.max(1, ...spec.series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const format = formatters(spec, lang);
  const options: uPlot.Options = {
    width,
    height: CHART_HEIGHT,
    // Days are UTC days; uPlot would otherwise place them in the browser's time zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: {
      x:
        spec.kind === 'bars'
          ? { time: false, range: (_u, min, mx) => [min - 0.5, mx + 0.5] }
          : { time: true },
      y: { range: () => [0, spec.unit === 'count' ? Math.ceil(max * 1.1) : max * 1.1] },
    },
    axes: axes(spec, format),
    series: series(spec, format),
    cursor: { drag: { x: false, y: false } },
    legend: { show: spec.series.length > 1 },
    hooks: { ready: [showLatest], setCursor: [showLatest] },
  };
  return new uPlot(options, [spec.x, ...spec.series.map((s) => s.values)], target);
}
