// Number formatting shared by pages: 1234 → "1.2K" (compact, locale-aware).
// Intl formatters are costly to build, so one is kept per language.
const compact = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, lang = 'en'): string {
  let format = compact.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
    compact.set(lang, format);
  }
  return format.format(value);
}
