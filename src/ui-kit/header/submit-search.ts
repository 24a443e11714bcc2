// Search submit (spec §4, §8): log the search, then navigate — when the log settles, or after
// the redirect wait (500 ms) if it is slow. A failed or throwing log is ignored: the visitor
// always reaches the results.
import { redirectAfter } from '../../lib/redirect';
import { searchUrl } from './search-url';

export type LogSearch = (term: string) => PromiseLike<unknown> | unknown;

export interface SubmitSearchDeps {
  logSearch: LogSearch;
  navigate: (url: string) => void;
  wait?: number;
}

/** Resolves once navigated. The logged term is trimmed, like the one in the URL. */
export function submitSearch(term: string, { logSearch, navigate, wait }: SubmitSearchDeps): Promise<void> {
  const trimmed = term.trim();
  let logged: Promise<unknown>;
  try {
    logged = Promise.resolve(logSearch(trimmed));
  } catch {
    logged = Promise.resolve();
  }
  return redirectAfter(searchUrl(trimmed), logged, {
    assign: navigate,
    ...(wait === undefined ? {} : { wait }),
  });
}
