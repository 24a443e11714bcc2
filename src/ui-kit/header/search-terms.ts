// Which suggested search terms a viewer sees (spec §3 "Viewer app data", §6): the terms of their
// author segment. The server may send any segment string; anything unknown counts as 'other'.

export const AUTHOR_SEGMENTS = ['sales-marketing', 'teacher', 'student', 'other'] as const;
export type AuthorSegment = (typeof AUTHOR_SEGMENTS)[number];

/** Suggested terms per author segment, as the page data carries them. */
export type SearchTerms = Partial<Record<AuthorSegment, readonly string[]>>;

export function toAuthorSegment(segment: string | null | undefined): AuthorSegment {
  return (AUTHOR_SEGMENTS as readonly unknown[]).includes(segment) ? (segment as AuthorSegment) : 'other';
}

/**
 * The terms for `segment`; an unknown segment, or a known one the map has no terms for, gets the
 * 'other' terms (so every viewer sees the generic list rather than none).
 */
export function termsForSegment(
  searchTerms: SearchTerms | undefined,
  segment: string | null | undefined,
): readonly string[] {
  if (!searchTerms) return [];
  const terms = searchTerms[toAuthorSegment(segment)];
  return terms && terms.length > 0 ? terms : (searchTerms.other ?? []);
}

/** Spec §2: the full header renders only when there are search terms to suggest. */
export function hasSearchTerms(searchTerms: SearchTerms | undefined): searchTerms is SearchTerms {
  return (
    !!searchTerms && Object.values(searchTerms).some((terms) => Array.isArray(terms) && terms.length > 0)
  );
}
