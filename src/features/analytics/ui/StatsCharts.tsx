// The page's three charts, each with its summary in words and its table:
// views per day (with unique visitors), the completion funnel, and median time per step.

import { useMemo } from 'react';
import { useT } from '../../../i18n/react';
import type { StatsPageData } from '../contracts';
import { ChartSection } from './ChartSection';
import { FunnelTable, TimeTable, ViewsTable } from './StatsTables';
import {
  funnelChart,
  hasTimes,
  peakDay,
  reachedShare,
  type StatsFormat,
  slowestStep,
  timeChart,
  viewsChart,
} from './stats-data';

interface StatsChartsProps {
  stats: StatsPageData;
  format: StatsFormat;
  lang: string;
}

function ViewsSection({ stats, format, lang }: StatsChartsProps) {
  const t = useT();
  const day = t('stats.table.day');
  const views = t('stats.series.views');
  const visitors = t('stats.series.visitors');
  const spec = useMemo(
    () => viewsChart(stats.viewsPerDay, { day, views, visitors }),
    [stats.viewsPerDay, day, views, visitors],
  );
  const peak = peakDay(stats.viewsPerDay);
  return (
    <ChartSection
      heading={t('stats.views.heading')}
      empty={peak ? null : t('stats.views.empty')}
      spec={spec}
      chartLabel={t('stats.views.label', {
        views: stats.period.views,
        day: peak ? format.longDay(peak.day) : '',
        peak: peak ? format.count(peak.views) : '',
      })}
      lang={lang}
      table={<ViewsTable days={stats.viewsPerDay} format={format} />}
    />
  );
}

function FunnelSection({ stats, format, lang }: StatsChartsProps) {
  const t = useT();
  const { steps } = stats;
  const { chapters } = stats.presentation;
  const step = t('stats.table.step');
  const reached = t('stats.table.reached');
  const spec = useMemo(() => funnelChart(steps, { step, reached }), [steps, step, reached]);
  const last = steps.at(-1);
  return (
    <ChartSection
      heading={t(chapters ? 'stats.funnel.chapterHeading' : 'stats.funnel.heading')}
      note={t(chapters ? 'stats.funnel.chapterNote' : 'stats.funnel.note')}
      empty={steps.some((s) => s.sessions > 0) ? null : t('stats.funnel.empty')}
      spec={spec}
      chartLabel={t('stats.funnel.label', {
        first: format.count(steps[0]?.sessions ?? 0),
        last: format.count(last?.sessions ?? 0),
        n: (last?.step ?? 0) + 1,
        share: last ? format.percent(reachedShare(steps, last)) : '',
      })}
      lang={lang}
      table={<FunnelTable steps={steps} format={format} chapters={chapters} />}
    />
  );
}

function TimeSection({ stats, format, lang }: StatsChartsProps) {
  const t = useT();
  const { steps } = stats;
  const { chapters } = stats.presentation;
  const step = t('stats.table.step');
  const median = t('stats.table.median');
  const spec = useMemo(() => timeChart(steps, { step, median }), [steps, step, median]);
  const slowest = slowestStep(steps);
  return (
    <ChartSection
      heading={t(chapters ? 'stats.time.chapterHeading' : 'stats.time.heading')}
      note={t('stats.time.note')}
      empty={hasTimes(steps) ? null : t('stats.time.empty')}
      spec={spec}
      chartLabel={t('stats.time.label', {
        step: (slowest?.step ?? 0) + 1,
        time: slowest?.medianMs != null ? format.seconds(slowest.medianMs) : '',
      })}
      lang={lang}
      table={<TimeTable steps={steps} format={format} chapters={chapters} />}
    />
  );
}

export function StatsCharts(props: StatsChartsProps) {
  return (
    <div className="stats-charts">
      <ViewsSection {...props} />
      <FunnelSection {...props} />
      <TimeSection {...props} />
    </div>
  );
}
