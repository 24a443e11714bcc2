// What the statistics page shows and how its numbers are shaped for tiles, tables and charts.
// Pure: no DOM, no chart library, so the server renders the same numbers the browser draws.
import type { DayCount, StatsPageData, StepRow } from '../contracts';

/** What one chart draws: x values and one or more series of y values. */
export interface ChartSpec {
  kind: 'line' | 'bars';
  /** What the x values are ("Day", "Step"), for the legend. */
  xLabel: string;
  /** Unix seconds (UTC midnights) for line charts; 1-based step numbers for bar charts. */
  x: number[];
  series: { label: string; values: (number | null)[]; color: string }[];
  /** How the y axis reads: a count, or seconds. */
  unit: 'count' | 'seconds';
}

export const CHART_COLORS = { views: '#3e63dd', visitors: '#12a594', steps: '#3e63dd', time: '#e5484d' };

/** Nothing at all was ever recorded: the page says so instead of drawing empty axes. */
export function isBrandNew(data: StatsPageData): boolean {
  const { period, totals } = data;
  return (
    totals.views === 0 &&
    totals.likes === 0 &&
    period.views + period.likes + period.shares + period.embedsCopied + period.downloads + period.started ===
      0 &&
    data.steps.length === 0
  );
}

export const dayToUnixSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export function viewsChart(
  days: DayCount[],
  labels: { day: string; views: string; visitors: string },
): ChartSpec {
  return {
    kind: 'line',
    xLabel: labels.day,
    x: days.map((d) => dayToUnixSeconds(d.day)),
    series: [
      { label: labels.views, values: days.map((d) => d.views), color: CHART_COLORS.views },
      { label: labels.visitors, values: days.map((d) => d.visitors), color: CHART_COLORS.visitors },
    ],
    unit: 'count',
  };
}

export function funnelChart(steps: StepRow[], labels: { step: string; reached: string }): ChartSpec {
  return {
    kind: 'bars',
    xLabel: labels.step,
    x: steps.map((s) => s.step + 1),
    series: [{ label: labels.reached, values: steps.map((s) => s.sessions), color: CHART_COLORS.steps }],
    unit: 'count',
  };
}

export function timeChart(steps: StepRow[], labels: { step: string; median: string }): ChartSpec {
  return {
    kind: 'bars',
    xLabel: labels.step,
    x: steps.map((s) => s.step + 1),
    series: [
      {
        label: labels.median,
        values: steps.map((s) => (s.medianMs === null ? null : s.medianMs / 1000)),
        color: CHART_COLORS.time,
      },
    ],
    unit: 'seconds',
  };
}

/** The day with the most views (the earliest on a tie), or null when nobody viewed. */
export function peakDay(days: DayCount[]): DayCount | null {
  let peak: DayCount | null = null;
  for (const d of days) if (d.views > 0 && (!peak || d.views > peak.views)) peak = d;
  return peak;
}

/** Share of the playthroughs that started which reached each step. */
export function reachedShare(steps: StepRow[], step: StepRow): number {
  const first = steps[0]?.sessions ?? 0;
  return first > 0 ? Math.min(1, step.sessions / first) : 0;
}

/** The step people spent longest on, or null when no step was timed. */
export function slowestStep(steps: StepRow[]): StepRow | null {
  let slowest: StepRow | null = null;
  for (const s of steps)
    if (s.medianMs !== null && (!slowest || s.medianMs > (slowest.medianMs ?? 0))) slowest = s;
  return slowest;
}

export const hasTimes = (steps: StepRow[]) => steps.some((s) => s.medianMs !== null);

/** Number formatters for one language; Intl formatters are costly, so pages build them once. */
export function statsFormat(lang: string) {
  const count = new Intl.NumberFormat(lang);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const seconds = new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const unit = (name: 'minute' | 'hour') =>
    new Intl.NumberFormat(lang, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
  const minutes = unit('minute');
  const hours = unit('hour');
  const day = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return {
    count: (n: number) => count.format(n),
    percent: (ratio: number) => percent.format(ratio),
    seconds: (ms: number) => seconds.format(ms / 1000),
    /** A length of time in the unit that reads best: seconds under a minute, then minutes, then hours. */
    duration: (ms: number) =>
      ms < 60_000
        ? seconds.format(ms / 1000)
        : ms < 3_600_000
          ? minutes.format(ms / 60_000)
          : hours.format(ms / 3_600_000),
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    longDay: (isoDay: string) => longDay.format(new Date(`${isoDay}T00:00:00Z`)),
  };
}
export type StatsFormat = ReturnType<typeof statsFormat>;
