// Suggested search terms per author segment (spec §3 searchTerms), from content/search-terms.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTHOR_SEGMENTS } from '../accounts';

export type SearchTerms = Record<(typeof AUTHOR_SEGMENTS)[number], string[]>;

export function loadSearchTerms(contentDir: string): SearchTerms {
  const file = path.join(contentDir, 'search-terms.json');
  const raw = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const terms = (value: unknown) =>
    Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string').slice(0, 10) : [];
  return Object.fromEntries(AUTHOR_SEGMENTS.map((segment) => [segment, terms(raw[segment])])) as SearchTerms;
}
