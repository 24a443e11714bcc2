// "Trending searches" under the search box (spec §2): the viewer's suggested terms, each a link
// to its search results.
import { type MouseEvent, useId } from 'react';
import { useT } from '../../i18n/react';
import { searchUrl } from './search-url';

// Keeps focus in the input while a term is pressed, so the panel stays until the link is followed.
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function TrendingSearches({ terms }: { terms: readonly string[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <div className="trending-searches">
      <p className="trending-searches__title" id={titleId}>
        {t('header.trendingSearches')}
      </p>
      <ul className="trending-searches__terms" aria-labelledby={titleId}>
        {terms.map((term, index) => (
          <li key={`${index}-${term}`}>
            <a className="trending-searches__term" href={searchUrl(term)} onMouseDown={keepFocus}>
              {term}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
