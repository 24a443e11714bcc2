import { describe, expect, it } from 'vitest';
import { AVAILABLE_LANGUAGES, CATALOG_SOURCES, compiledMessages } from './catalogs';
import { translator } from './translate';

const english = CATALOG_SOURCES.en!;
/** The variable names a message uses: {name}, {n, plural, …}. */
const variables = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  it('offers every language the spec names', () => {
    expect([...AVAILABLE_LANGUAGES].sort()).toEqual(
      ['de', 'en', 'es', 'fr', 'hu', 'it', 'ja', 'ko', 'pt'].filter((l) => l in CATALOG_SOURCES).sort(),
    );
    expect(AVAILABLE_LANGUAGES.length).toBeGreaterThanOrEqual(5);
  });

  it.each(AVAILABLE_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English message, with the same variables, translated',
    (language) => {
      const catalog = CATALOG_SOURCES[language]!;
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) {
        expect(variables(catalog[id]!), `${language} ${id}`).toEqual(variables(message));
      }
      // Real translations: most messages differ from English (a few names and numbers stay).
      const same = Object.keys(english).filter((id) => catalog[id] === english[id]);
      expect(same.length).toBeLessThan(Object.keys(english).length * 0.1);
      expect(() => compiledMessages(language)).not.toThrow();
    },
  );

  it('renders plurals and values in each language', () => {
    expect(translator('en')('viewer.viewsCount', { n: 1, count: '1' })).toBe('1 view');
    expect(translator('de')('header.logIn')).not.toBe('Log in');
    expect(translator('fr')('viewer.viewsCount', { n: 5, count: '5' })).toContain('5');
  });
});
