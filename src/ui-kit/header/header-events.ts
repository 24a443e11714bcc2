// The analytics events the header fires (spec §7) and their defaults. Pages may pass `onEvent`;
// without one, the header sends through the page's one analytics client (ui/telemetry.ts), so its
// events carry the same single_page_session_id as the rest of the page.
import type { EventFields } from '../../lib/analytics';
import { analyticsClient } from '../../lib/telemetry';
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

export const trackHeaderEvent: OnHeaderEvent = (name, fields) =>
  analyticsClient()?.track(name, fields) ?? Promise.resolve(false);

/** The default search log: a SearchPresentations event, resolved when the event is sent. */
export function searchLogger(onEvent: OnHeaderEvent): LogSearch {
  return (term) => onEvent('SearchPresentations', { search_term: term, search_type: SEARCH_TYPE });
}
