// A page of presentation cards: explore, search results, staff picks, templates, videos, profiles.

import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import { avatarTextColour } from '../../../../kernel/avatar';
import type { PageProps } from '../../../../kernel/site';
import { loadingFor, PresentationCard } from '../../../../ui-kit/common/PresentationCard';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { ListingPageData } from '../../contracts';
import './ListingPage.css';

export type ListingPageProps = PageProps & ListingPageData<MessageId>;

function pageHref(basePath: string, page: number): string {
  const separator = basePath.includes('?') ? '&' : '?';
  return page === 1 ? basePath : `${basePath}${separator}page=${page}`;
}

export default function ListingPage(props: ListingPageProps) {
  const {
    site,
    heading,
    headingValues,
    intro,
    profile,
    cards,
    empty,
    page,
    pages,
    basePath,
    search,
    action,
  } = props;
  const t = useT();
  return (
    <>
      <SiteHeader site={site} />
      <main className="page listing-page">
        <ListingHeader
          heading={heading}
          headingValues={headingValues}
          intro={intro}
          profile={profile}
          action={action}
        />
        {search !== undefined ? <ListingSearch search={search} /> : null}
        {cards.length > 0 ? (
          <div className="card-grid">
            {cards.map((card, i) => (
              <PresentationCard
                key={card.oid}
                card={card}
                lang={site.lang}
                loading={loadingFor(i)}
                headingLevel={2}
              />
            ))}
          </div>
        ) : (
          <p className="listing-page__empty">{t(empty)}</p>
        )}
        {pages > 1 ? <Pagination page={page} pages={pages} basePath={basePath} /> : null}
      </main>
    </>
  );
}

/** The listing's heading and intro (a profile's avatar and name instead), and its call to action. */
function ListingHeader({
  heading,
  headingValues,
  intro,
  profile,
  action,
}: Pick<ListingPageProps, 'heading' | 'headingValues' | 'intro' | 'profile' | 'action'>) {
  const t = useT();
  return (
    <header className="listing-page__header">
      {profile ? (
        <span
          className="listing-page__avatar"
          style={{ background: profile.colour, color: avatarTextColour(profile.colour) }}
          aria-hidden="true"
        >
          {profile.initials}
        </span>
      ) : null}
      <div>
        <h1>{profile ? profile.name : t(heading, headingValues)}</h1>
        {intro ? <p>{t(intro)}</p> : null}
      </div>
      {action ? (
        <a className="button button--primary listing-page__action" href={action.href}>
          {t(action.label)}
        </a>
      ) : null}
    </header>
  );
}

/** The search form, holding the words searched for: a plain GET to the search's page. */
function ListingSearch({ search }: { search: string }) {
  const t = useT();
  return (
    <search>
      <form className="listing-page__search" action="/explore/search/" method="get">
        <label className="visually-hidden" htmlFor="listing-search">
          {t('listing.searchLabel')}
        </label>
        <input id="listing-search" name="search" type="search" defaultValue={search} maxLength={200} />
        <button className="button button--primary" type="submit">
          {t('listing.searchButton')}
        </button>
      </form>
    </search>
  );
}

/** Previous and next between the listing's pages, and where this one is. */
function Pagination({ page, pages, basePath }: Pick<ListingPageProps, 'page' | 'pages' | 'basePath'>) {
  const t = useT();
  return (
    <nav className="listing-page__pages" aria-label={t('listing.pagination')}>
      {page > 1 ? (
        <a className="button" rel="prev" href={pageHref(basePath, page - 1)}>
          {t('listing.previous')}
        </a>
      ) : null}
      <span>{t('listing.pageOf', { page, pages })}</span>
      {page < pages ? (
        <a className="button" rel="next" href={pageHref(basePath, page + 1)}>
          {t('listing.next')}
        </a>
      ) : null}
    </nav>
  );
}
