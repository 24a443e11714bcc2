// Number formatting shared by pages: 1234 → "1.2K" (compact, locale-aware).
//
// The browser's first number formatter of a page load costs about 40 ms at 1x CPU (it loads its
// number data), all of it on hydration's critical path. So the browser never builds one
// while hydrating: below 1,000 every language Podium speaks writes a count as plain digits, and the
// server sends the strings it wrote for the larger counts of the page (collectFormattedCounts), which
// the browser reuses (seedFormattedCounts). Only a count that changes later builds a formatter.
const compact = new Map<string, Intl.NumberFormat>();
/** In the browser: the server's strings, by "lang value". */
const fromServer = new Map<string, string>();
/** On the server, during one page render: the strings written for counts of 1,000 and more. */
let collecting: Record<string, string> | null = null;

export function formatCount(value: number, lang = 'en'): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  const key = `${lang} ${value}`;
  const known = fromServer.get(key);
  if (known !== undefined) return known;
  let format = compact.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
    compact.set(lang, format);
  }
  const text = format.format(value);
  if (collecting) collecting[key] = text;
  return text;
}

/** Server: runs a (synchronous) page render and returns what it rendered and the counts it formatted. */
export function collectFormattedCounts<T>(render: () => T): { result: T; counts: Record<string, string> } {
  const counts: Record<string, string> = {};
  collecting = counts;
  try {
    return { result: render(), counts };
  } finally {
    collecting = null;
  }
}

/** Browser, before hydrating: the counts the server formatted (collectFormattedCounts). */
export function seedFormattedCounts(counts: Record<string, string> | undefined): void {
  for (const [key, text] of Object.entries(counts ?? {})) fromServer.set(key, text);
}

/**
 * Whether a count shown beside its noun ("1 like", "5 likes") takes the singular form. Counts are
 * whole numbers (or compact ones, "1.2K", always plural). In the languages Podium speaks the
 * singular goes with 1, and in French and Portuguese with 0 too; Hungarian, Japanese and Korean use
 * one form after a number, which their catalogs give twice. Decided here rather than by an ICU
 * plural message: Lingui formats every plural's number with a new Intl.NumberFormat, about 30 ms
 * at 1x CPU on the view page's hydration path.
 */
export function takesSingular(count: number, lang = 'en'): boolean {
  if (count === 1) return true;
  return count === 0 && (lang.startsWith('fr') || lang.startsWith('pt'));
}

/** A day as lists of decks show it ("Dec 6, 2026"), in UTC so the server and the browser agree. */
export function shortDateFormat(lang: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
