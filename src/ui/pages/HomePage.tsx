// Home: staff picks and the latest public presentations.
import type { CardData } from '../../server/presenters/presentation.presenter';
import { PresentationCard } from '../common/PresentationCard';
import { SiteHeader } from '../common/SiteHeader';
import type { PageProps } from '../site';
import './HomePage.css';

interface HomePageProps extends PageProps {
  recent: CardData[];
  staffPicks: CardData[];
}

export default function HomePage({ site, recent, staffPicks }: HomePageProps) {
  return (
    <>
      <SiteHeader site={site} />
      <main className="page">
        <section className="home-hero">
          <h1>Presentations worth watching</h1>
          <p>
            Talks, lessons and pitches from people who share what they know. Watch them, like them, make them
            your own.
          </p>
          {site.viewer ? null : (
            <a className="button button--primary" href="/signup/?next=%2Fdashboard%2Fnext%2F">
              Create your own
            </a>
          )}
        </section>
        {staffPicks.length > 0 ? (
          <section aria-labelledby="staff-picks">
            <h2 id="staff-picks">Staff picks</h2>
            <div className="card-grid">
              {staffPicks.map((card) => (
                <PresentationCard key={card.oid} card={card} />
              ))}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="latest">
          <h2 id="latest">Latest presentations</h2>
          {recent.length > 0 ? (
            <div className="card-grid">
              {recent.map((card) => (
                <PresentationCard key={card.oid} card={card} />
              ))}
            </div>
          ) : (
            <p>No presentations have been published yet.</p>
          )}
        </section>
      </main>
    </>
  );
}
