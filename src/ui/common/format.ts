// Number formatting shared by pages: 1234 → "1.2K" (compact, locale-aware).
export function formatCount(value: number, lang = 'en'): string {
  return new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
