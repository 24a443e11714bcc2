// The header's search box (spec §2, §4, §5): input, search button and trending terms; below the
// extra-small breakpoint a search icon that expands into the bar and a close button that folds
// it back. Without JavaScript the form still searches by plain GET.
import { useId } from 'react';
import { useT } from '../../i18n/react';
import { SEARCH_BAR_MAX_WIDTH } from '../../lib/constants';
import type { OnHeaderEvent } from './header-events';
import { BackIcon, CloseIcon, SearchIcon } from './Icons';
import { SEARCH_PATH } from './search-url';
import type { LogSearch } from './submit-search';
import { TrendingSearches } from './TrendingSearches';
import { useSearchBar } from './useSearchBar';
import './SearchBar.css';

export interface SearchBarProps {
  placeholder: string;
  terms: readonly string[];
  extraSmall: boolean;
  onEvent: OnHeaderEvent;
  logSearch: LogSearch;
  navigate: (url: string) => void;
  onBack?: () => void;
}

export function SearchBar({ placeholder, terms, extraSmall, onBack, ...options }: SearchBarProps) {
  const t = useT();
  const inputId = useId();
  const bar = useSearchBar({ extraSmall, ...options });
  const className = [
    'search-bar',
    bar.expanded && extraSmall ? 'search-bar--open' : '',
    bar.collapsed ? 'search-bar--collapsed' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older Safari; role=search is the landmark everywhere
    <form
      role="search"
      className={className}
      style={{ maxWidth: SEARCH_BAR_MAX_WIDTH }}
      action={SEARCH_PATH}
      method="get"
      onSubmit={bar.onSubmit}
      onBlur={bar.onBlur}
    >
      {onBack && (
        <button
          type="button"
          className="search-bar__icon search-bar__back"
          aria-label={t('header.back')}
          onClick={onBack}
        >
          <BackIcon />
        </button>
      )}
      <div className="search-bar__field">
        <input
          ref={bar.inputRef}
          id={inputId}
          className="search-bar__input"
          type="search"
          enterKeyHint="search"
          name="search"
          autoComplete="off"
          aria-label={t('header.searchLabel')}
          placeholder={placeholder}
          value={bar.term}
          onChange={bar.onChange}
          onKeyDown={bar.onKeyDown}
          onClick={bar.onClick}
          onFocus={bar.onFocus}
        />
        <button
          ref={bar.buttonRef}
          type="submit"
          className="search-bar__icon search-bar__submit"
          aria-label={t('header.search')}
          aria-expanded={extraSmall ? bar.expanded : undefined}
          aria-controls={extraSmall ? inputId : undefined}
        >
          <SearchIcon />
        </button>
        {extraSmall && bar.expanded && (
          <button
            type="button"
            className="search-bar__icon search-bar__close"
            aria-label={t('header.closeSearch')}
            onClick={bar.collapse}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {bar.panelOpen && !bar.collapsed && terms.length > 0 && <TrendingSearches terms={terms} />}
    </form>
  );
}
