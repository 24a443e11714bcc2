import { describe, expect, it } from 'vitest';
import { AVAILABLE_LANGUAGES, CATALOG_SOURCES, compiledMessages, pageMessages } from './catalogs';
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
    expect(translator('en')('viewer.viewsCountOne', { count: '1' })).toBe('1 view');
    expect(translator('en')('dashboard.count', { n: 2 })).toBe('2 presentations');
    expect(translator('de')('header.logIn')).not.toBe('Log in');
    expect(translator('fr')('viewer.viewsCount', { count: '5' })).toBe('5 vues');
  });

  it('sends a page the core messages plus only the areas it names', () => {
    const view = pageMessages('de', ['admin.notice.']);
    expect(view['viewer.like']).toEqual(compiledMessages('de')['viewer.like']);
    expect(view['admin.notice.title']).toBeDefined();
    expect(view['admin.title']).toBeDefined(); // the staff's menu link, on every page
    expect(Object.keys(view).some((id) => id.startsWith('manage.'))).toBe(false);
    expect(Object.keys(pageMessages('de', ['manage.'])).some((id) => id.startsWith('manage.'))).toBe(true);
  });
});
