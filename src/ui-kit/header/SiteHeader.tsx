// The site's top bar. With search terms it is the full header of spec §2 (src/ui/header/): logo,
// search with trending terms, visitor links or the account dropdown, language picker, app promo.
// Its data comes from `site.header` (every page's site props), each field overridable by a prop.
// Spec §2 says the header renders only when search terms are present; rendering nothing would
// strand a page without them (no header data, or an empty terms file) without a way home, so
// such pages keep this simple bar instead: logo home, and log-in / sign-up or the signed-in name
// with log-out.

import { useT } from '../../i18n/react';
import type { HeaderData, SiteProps } from '../../kernel/site';
import { FullHeader } from './FullHeader';
import { type HeaderBrowser, headerBrowser } from './header-browser';
import { type OnHeaderEvent, searchLogger, trackHeaderEvent } from './header-events';
import { type HeaderLogo, Logo } from './Logo';
import type { StoreUrls } from './StoreBadges';
import { hasSearchTerms, type SearchTerms } from './search-terms';
import type { LogSearch } from './submit-search';
import { VisitorLinks } from './VisitorLinks';
import './SiteHeader.css';

export interface SiteHeaderProps {
  site: SiteProps;
  /** The number of public presentations, for the search placeholder. */
  searchCount?: number;
  /** Suggested terms per author segment; without any, the simple bar renders. */
  searchTerms?: SearchTerms;
  authorSegment?: string | null;
  /** App store pages for the promo badges; an empty URL drops its badge. */
  storeUrls?: StoreUrls;
  /** Analytics for the header events; defaults to the header's own client. */
  onEvent?: OnHeaderEvent;
  /** Logs a search before leaving; defaults to a SearchPresentations event. */
  logSearch?: LogSearch;
  /** Shows a back button in the search bar that calls this. */
  onBack?: () => void;
  /** The viewport width, overriding the window's (tests, fixed frames). */
  width?: number;
  /** Navigation, reload and cookie writes; defaults to the window's. */
  browser?: Partial<HeaderBrowser>;
  /** A brand kit's logo instead of Podium's, where the presentation's owner chose it. */
  brandLogo?: HeaderLogo | null;
}

export function SiteHeader({
  site,
  onEvent = trackHeaderEvent,
  logSearch,
  browser,
  ...props
}: SiteHeaderProps) {
  // Typed as always present, but pages rendered outside renderPage (tests, embeds) may lack it.
  const data: Partial<HeaderData> = site.header ?? {};
  const searchTerms = props.searchTerms ?? data.searchTerms;
  if (hasSearchTerms(searchTerms)) {
    return (
      <FullHeader
        {...props}
        site={site}
        searchTerms={searchTerms}
        searchCount={props.searchCount ?? data.searchCount}
        authorSegment={props.authorSegment ?? data.authorSegment}
        storeUrls={props.storeUrls ?? data.storeUrls}
        onEvent={onEvent}
        logSearch={logSearch ?? searchLogger(onEvent)}
        browser={headerBrowser(browser)}
      />
    );
  }
  return <SimpleHeader site={site} onEvent={onEvent} brandLogo={props.brandLogo} />;
}

function SimpleHeader({
  site,
  onEvent,
  brandLogo,
}: {
  site: SiteProps;
  onEvent: OnHeaderEvent;
  brandLogo?: HeaderLogo | null;
}) {
  const t = useT();
  return (
    <header className="site-header">
      <Logo brandName={site.brandName} onEvent={onEvent} brandLogo={brandLogo} />
      <nav className="site-header__nav" aria-label={t('header.accountMenu')}>
        {site.viewer ? (
          <>
            <span className="site-header__name">{site.viewer.name}</span>
            <form method="post" action="/logout">
              <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
              <button type="submit" className="button">
                {t('header.logOut')}
              </button>
            </form>
          </>
        ) : (
          <VisitorLinks path={site.path} onEvent={onEvent} />
        )}
      </nav>
    </header>
  );
}
