// The analytics events the header fires (spec §7) and their defaults. Pages pass `onEvent` to route
// events through their own analytics client; without one, the header sends through a client of
// its own, created on the first event (never during SSR) and aimed at Podium's ingestion routes.
import { type Analytics, createAnalytics, type EventFields } from '../../lib/analytics';
import type { LogSearch } from './submit-search';

export type HeaderEventName =
  | 'SearchPresentations'
  | 'ClickLogo'
  | 'VisitSignupOrLoginPage'
  | 'ClickSearchInput'
  | 'EnterSearchBar';

export type OnHeaderEvent = <N extends HeaderEventName>(name: N, fields: EventFields[N]) => unknown;

/** Spec §3: the product type searches are logged under. */
export const SEARCH_TYPE = 'PRESENT';

let analytics: Analytics | undefined;

export const trackHeaderEvent: OnHeaderEvent = (name, fields) => {
  analytics ??= createAnalytics({
    endpoint: '/api/analytics/',
    fallbackEndpoint: '/api/analytics/fallback/',
  });
  return analytics.track(name, fields);
};

/** The default search log: a SearchPresentations event, resolved when the event is sent. */
export function searchLogger(onEvent: OnHeaderEvent): LogSearch {
  return (term) => onEvent('SearchPresentations', { search_term: term, search_type: SEARCH_TYPE });
}
