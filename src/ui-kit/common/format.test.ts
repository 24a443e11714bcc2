import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { collectFormattedCounts, formatCount, seedFormattedCounts, takesSingular } from './format';

describe('formatCount', () => {
  it('writes what Intl compact notation writes, in every language, below 1,000 too', () => {
    const values = [0, 1, 7, 42, 100, 999, 1000, 1234, 99_999, 1_250_000, 2.5];
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
      for (const value of values)
        expect(formatCount(value, lang), `${lang} ${value}`).toBe(intl.format(value));
    }
  });

  it('abbreviates from 1,000 on', () => {
    expect(formatCount(1234)).toBe('1.2K');
    expect(formatCount(1234, 'de')).toBe(new Intl.NumberFormat('de', { notation: 'compact' }).format(1234));
  });
});

describe('counts formatted by the server', () => {
  it('collects the strings a render wrote for counts of 1,000 and more, and only during it', () => {
    const { result, counts } = collectFormattedCounts(() => [
      formatCount(12, 'en'),
      formatCount(45_678, 'de'),
    ]);
    expect(result).toEqual(['12', new Intl.NumberFormat('de', { notation: 'compact' }).format(45_678)]);
    expect(counts).toEqual({ 'de 45678': result[1] });
    formatCount(99_999);
    expect(counts).toEqual({ 'de 45678': result[1] });
  });

  it('are what the browser shows for the same count and language, without a formatter of its own', () => {
    seedFormattedCounts({ 'fr 31337': '31 k (server)' });
    expect(formatCount(31_337, 'fr')).toBe('31 k (server)');
    expect(formatCount(31_337, 'en')).toBe('31.3K');
    seedFormattedCounts(undefined);
  });
});

describe('takesSingular', () => {
  it('agrees with each language’s plural rules for the counts shown', () => {
    for (const code of LANGUAGES) {
      const rules = new Intl.PluralRules(code);
      for (const count of [0, 1, 2, 5, 21, 101, 999]) {
        // Where a language has no singular (ja, ko) either answer picks the same words.
        if (rules.resolvedOptions().pluralCategories.length === 1) continue;
        expect([code, count, takesSingular(count, code)]).toEqual([
          code,
          count,
          rules.select(count) === 'one',
        ]);
      }
    }
  });
});
