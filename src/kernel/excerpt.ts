// A search result's excerpt: a window of words around the first match, with the matched words
// marked (\u0002…\u0003, rendered as <mark> by the card). Words match by prefix, like the search.
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

export function searchWords(term: string): string[] {
  return term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function excerpt(text: string, term: string, size = 18): string {
  const words = searchWords(term);
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return '';
  const matches = (token: string) => {
    const plain = token.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '');
    return words.some((w) => plain.startsWith(w));
  };
  const first = tokens.findIndex(matches);
  const start = first < 0 ? 0 : Math.max(0, first - Math.floor(size / 3));
  const window = tokens
    .slice(start, start + size)
    .map((t) => (matches(t) ? `${MATCH_START}${t}${MATCH_END}` : t));
  return `${start > 0 ? '…' : ''}${window.join(' ')}${start + size < tokens.length ? '…' : ''}`;
}
