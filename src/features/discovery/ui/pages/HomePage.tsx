// Home: staff picks and the latest public presentations.

import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { loadingFor, PresentationCard } from '../../../../ui-kit/common/PresentationCard';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { CardData } from '../../../decks/contracts';
import './HomePage.css';

interface HomePageProps extends PageProps {
  recent: CardData[];
  staffPicks: CardData[];
}

export default function HomePage({ site, recent, staffPicks }: HomePageProps) {
  const t = useT();
  return (
    <>
      <SiteHeader site={site} />
      <main className="page">
        <section className="home-hero">
          <h1>{t('home.title')}</h1>
          <p>{t('home.lead')}</p>
          {site.viewer ? null : (
            <a className="button button--primary" href="/signup/?next=%2Fdashboard%2Fnext%2F">
              {t('viewer.createYourOwn')}
            </a>
          )}
        </section>
        {staffPicks.length > 0 ? (
          <section aria-labelledby="staff-picks">
            <h2 id="staff-picks">{t('home.staffPicks')}</h2>
            <div className="card-grid">
              {staffPicks.map((card, i) => (
                <PresentationCard key={card.oid} card={card} lang={site.lang} loading={loadingFor(i)} />
              ))}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="latest">
          <h2 id="latest">{t('home.latest')}</h2>
          {recent.length > 0 ? (
            <div className="card-grid">
              {recent.map((card, i) => (
                <PresentationCard
                  key={card.oid}
                  card={card}
                  lang={site.lang}
                  loading={staffPicks.length > 0 ? 'lazy' : loadingFor(i)}
                />
              ))}
            </div>
          ) : (
            <p>{t('home.empty')}</p>
          )}
        </section>
      </main>
    </>
  );
}
