// Shared setup for the header's component tests: a site, search terms, and SiteHeader rendered
// with every side effect (events, navigation, reload, cookies) replaced by spies.

import { vi } from 'vitest';
import { renderWithI18n } from '../../../test/helpers/render';
import type { HeaderData, SiteProps } from '../../kernel/site';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import type { SearchTerms } from './search-terms';

export const TERMS: SearchTerms = {
  'sales-marketing': ['pitch deck', 'sales kickoff'],
  teacher: ['lesson plan', 'classroom rules'],
  student: ['thesis defense', 'book report'],
  other: ['climate change', 'design thinking'],
};

/** Header data with nothing in it: what each test needs it passes as props (which win). */
export const EMPTY_HEADER_DATA: HeaderData = {
  searchCount: 0,
  searchTerms: {},
  authorSegment: 'other',
  storeUrls: { ios: '', android: '' },
  features: {},
};

export const VISITOR: SiteProps = {
  brandName: 'Podium',
  lang: 'en',
  path: '/p/abc123def456/deck/?from=home',
  csrfToken: 'csrf-token-42',
  viewer: null,
  header: EMPTY_HEADER_DATA,
  telemetry: { env: 'test' },
};

export const SIGNED_IN: SiteProps = {
  ...VISITOR,
  viewer: { oid: 'u0000000001', username: 'ada', name: 'Ada Lovelace', isStaff: false },
};

export function renderHeader(props: Partial<SiteHeaderProps> = {}) {
  const onEvent = vi.fn();
  const navigate = vi.fn<(url: string) => void>();
  const reload = vi.fn();
  const writeCookie = vi.fn<(cookie: string) => void>();
  const view = renderWithI18n(
    <SiteHeader
      site={VISITOR}
      searchTerms={TERMS}
      searchCount={360_000_000}
      width={1440}
      onEvent={onEvent}
      browser={{ navigate, reload, writeCookie }}
      {...props}
    />,
  );
  return { ...view, onEvent, navigate, reload, writeCookie };
}

/**
 * jsdom cannot follow links (it reports "not implemented" on the console, which fails the test),
 * so link clicks are cancelled after the header's own handlers ran. Returns the uninstaller.
 */
export function cancelLinkNavigation(): () => void {
  const cancel = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  };
  document.addEventListener('click', cancel);
  return () => document.removeEventListener('click', cancel);
}
