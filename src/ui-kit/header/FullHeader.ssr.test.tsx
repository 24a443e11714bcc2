// Server rendering (node environment, no window): the full header renders from the site props
// alone, unfolded, with the plain-GET search form working before hydration.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compiledMessages } from '../../i18n/catalogs';
import { I18nRoot } from '../../i18n/react';
import { SiteHeader } from './SiteHeader';
import { SIGNED_IN, TERMS } from './test-support';

const render = (ui: ReactElement) =>
  renderToString(<I18nRoot i18n={{ lang: 'en', messages: compiledMessages('en') }}>{ui}</I18nRoot>);

describe('FullHeader on the server', () => {
  it('renders without a window, the width unknown, the search unfolded', () => {
    expect(typeof window).toBe('undefined');
    const html = render(
      <SiteHeader
        site={{
          ...SIGNED_IN,
          header: {
            searchCount: 360_000_000,
            searchTerms: TERMS as Record<string, string[]>,
            authorSegment: 'teacher',
            storeUrls: { ios: 'https://apps.example/ios', android: 'https://apps.example/android' },
            features: {},
          },
        }}
      />,
    );
    expect(html).toContain('<form role="search" class="search-bar"');
    expect(html).toContain('action="/explore/search/" method="get"');
    expect(html).toContain('placeholder="Search over 360M presentations..."');
    expect(html).toContain('<span class="site-header__name">Ada Lovelace</span>');
    expect(html).toContain('name="csrfmiddlewaretoken" value="csrf-token-42"');
    expect(html).not.toContain('aria-expanded="true"');
  });
});
