// The languages Podium speaks (spec §2 Header) and how the server picks one for a request:
// the language cookie, then Accept-Language, then English.
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'pt', 'hu', 'it', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'language';

/** Each language's own name, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  hu: 'Magyar',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
};

export function isLanguage(value: unknown, available: readonly string[] = LANGUAGES): value is Language {
  return typeof value === 'string' && available.includes(value);
}

/** "de-CH,de;q=0.9,en;q=0.8" → ['de', 'en'] in preference order (region dropped, q=0 ignored). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.language && entry.language !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.language);
}

export function pickLanguage(
  { cookie, acceptLanguage }: { cookie?: string; acceptLanguage?: string },
  available: readonly string[] = LANGUAGES,
): Language {
  if (isLanguage(cookie, available)) return cookie;
  return (
    (parseAcceptLanguage(acceptLanguage).find((l) => isLanguage(l, available)) as Language | undefined) ??
    DEFAULT_LANGUAGE
  );
}
