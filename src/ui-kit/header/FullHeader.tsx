// The full site header (spec §2 Header): logo, search with trending terms, and either the visitor
// links with the language picker or the signed-in viewer's dropdown (language picker and app
// promo inside). Heights come from HEADER_HEIGHT: 49 px, 48 px below the small breakpoint.

import type { CSSProperties } from 'react';
import { useT } from '../../i18n/react';
import type { SiteProps } from '../../kernel/site';
import { HEADER_HEIGHT } from '../../lib/constants';
import { formatCount } from '../common/format';
import { AccountMenu } from './AccountMenu';
import type { HeaderBrowser } from './header-browser';
import type { OnHeaderEvent } from './header-events';
import { LanguagePicker } from './LanguagePicker';
import { type HeaderLogo, Logo } from './Logo';
import { SearchBar } from './SearchBar';
import type { StoreUrls } from './StoreBadges';
import { type SearchTerms, termsForSegment } from './search-terms';
import type { LogSearch } from './submit-search';
import { isExtraSmall, useViewportWidth } from './useViewportWidth';
import { VisitorLinks } from './VisitorLinks';
import './FullHeader.css';

export interface FullHeaderProps {
  site: SiteProps;
  searchTerms: SearchTerms;
  searchCount?: number;
  authorSegment?: string | null;
  storeUrls?: StoreUrls;
  onEvent: OnHeaderEvent;
  logSearch: LogSearch;
  onBack?: () => void;
  width?: number;
  browser: HeaderBrowser;
  /** A brand kit's logo instead of Podium's. */
  brandLogo?: HeaderLogo | null;
}

const heights = {
  '--header-height-desktop': `${HEADER_HEIGHT.desktop}px`,
  '--header-height-mobile': `${HEADER_HEIGHT.mobile}px`,
} as CSSProperties;

export function FullHeader(props: FullHeaderProps) {
  const { site, searchTerms, searchCount, authorSegment, storeUrls, onEvent, browser } = props;
  const t = useT();
  const width = useViewportWidth(props.width);
  // "Search over 0 presentations..." on a fresh site reads as broken: no count, plain placeholder.
  const placeholder = searchCount
    ? t('header.searchPlaceholder', { count: formatCount(searchCount, site.lang) })
    : t('header.searchLabel');

  return (
    <header className="site-header site-header--full" style={heights}>
      <Logo brandName={site.brandName} onEvent={onEvent} brandLogo={props.brandLogo} />
      <SearchBar
        placeholder={placeholder}
        terms={termsForSegment(searchTerms, authorSegment)}
        extraSmall={isExtraSmall(width)}
        onEvent={onEvent}
        logSearch={props.logSearch}
        navigate={browser.navigate}
        onBack={props.onBack}
      />
      <nav className="site-header__nav" aria-label={t('header.accountMenu')}>
        {site.viewer ? (
          <AccountMenu name={site.viewer.name} site={site} browser={browser} storeUrls={storeUrls} />
        ) : (
          <>
            <VisitorLinks path={site.path} onEvent={onEvent} />
            <LanguagePicker lang={site.lang} browser={browser} />
          </>
        )}
      </nav>
    </header>
  );
}
