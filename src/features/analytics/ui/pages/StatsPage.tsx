// Statistics of one presentation for its owner and editors: headline numbers for a period,
// then views per day, the completion funnel and time per step, each chart with its table.

import { useMemo } from 'react';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { StatsPageData } from '../../contracts';
import { LinksSection } from '../LinksSection';
import { LiveSessionsSection } from '../LiveSessionsSection';
import { PeriodNav } from '../PeriodNav';
import { StatsCharts } from '../StatsCharts';
import { EmbedsSection, ReferrersSection } from '../StatsTables';
import { SummaryTiles } from '../SummaryTiles';
import { isBrandNew, statsFormat } from '../stats-data';
import './StatsPage.css';

interface StatsPageProps extends PageProps {
  stats: StatsPageData;
}

function EmptyState({ path }: { path: string }) {
  const t = useT();
  return (
    <section className="stats-empty">
      <h2>{t('stats.empty.title')}</h2>
      <p>{t('stats.empty.body')}</p>
      <a className="button button--primary" href={path}>
        {t('stats.empty.open')}
      </a>
    </section>
  );
}

export default function StatsPage({ site, stats }: StatsPageProps) {
  const t = useT();
  const format = useMemo(() => statsFormat(site.lang), [site.lang]);
  const { presentation, days, viewsPerDay } = stats;
  const from = viewsPerDay[0]?.day;
  const to = viewsPerDay.at(-1)?.day;
  return (
    <>
      <SiteHeader site={site} />
      <main className="page stats">
        {/* Without JavaScript no chart is drawn: keep the tables, drop the empty boxes. */}
        <noscript>
          <style>{'.stats-chart{display:none}'}</style>
        </noscript>
        <p className="stats__back">
          <a href="/dashboard/next/">{t('stats.back')}</a>
        </p>
        <header className="stats__header">
          <div>
            <h1>{t('stats.title')}</h1>
            <p className="stats__presentation">
              <a href={presentation.path}>{presentation.title}</a>
            </p>
          </div>
          <PeriodNav oid={presentation.oid} days={days} />
        </header>
        {from && to ? (
          <p className="stats__range">
            {t('stats.range', { from: format.longDay(from), to: format.longDay(to) })}
          </p>
        ) : null}
        {isBrandNew(stats) ? (
          <EmptyState path={presentation.path} />
        ) : (
          <>
            <SummaryTiles stats={stats} format={format} />
            <StatsCharts stats={stats} format={format} lang={site.lang} />
            <ReferrersSection referrers={stats.referrers} format={format} />
            <EmbedsSection embeds={stats.embeds} format={format} />
            <LinksSection
              links={stats.links}
              titles={stats.stepTitles}
              csvPath={`/dashboard/next/${encodeURIComponent(presentation.oid)}/stats/visits.csv?days=${days}`}
              format={format}
            />
          </>
        )}
        <LiveSessionsSection sessions={stats.liveSessions} format={format} />
      </main>
    </>
  );
}
