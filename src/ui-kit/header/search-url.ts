// Where a search goes (spec §2 routes, §5): a blank term to plain /explore/, any other term,
// trimmed and URL-encoded, to /explore/search/?search={term}. Suggested terms use the same URL.
export const EXPLORE_PATH = '/explore/';
export const SEARCH_PATH = '/explore/search/';

export function searchUrl(term: string): string {
  const trimmed = term.trim();
  return trimmed === '' ? EXPLORE_PATH : `${SEARCH_PATH}?search=${encodeURIComponent(trimmed)}`;
}
