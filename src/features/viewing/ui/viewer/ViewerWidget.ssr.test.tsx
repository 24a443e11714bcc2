// The widget is server-rendered with its page: it must render without a DOM and hydrate cleanly.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compiledMessages } from '../../../../i18n/catalogs';
import { I18nRoot } from '../../../../i18n/react';
import { ViewerWidget } from './ViewerWidget';

describe('ViewerWidget on the server', () => {
  it('renders the start screen and toolbar without touching browser globals', () => {
    const html = renderToString(
      <I18nRoot i18n={{ lang: 'en', messages: compiledMessages('en') }}>
        <ViewerWidget
          data={{
            oid: 'abc123def456',
            title: 'Designing <for> trust',
            ownerName: 'Ada Lovelace',
            lastModifiedDateString: 'Updated November 21, 2026',
            thumbnail: '/thumbnails/abc123def456/1.svg',
            privacy: 'public',
            viewCount: 12,
            likesCount: 3,
            hasLiked: false,
            prezilink: null,
          }}
          isAuthenticated={false}
          onLoggedOutLike={() => undefined}
          shareUrl="https://podium.example/p/abc123def456/designing-for-trust/"
        />
      </I18nRoot>,
    );
    expect(html).toContain('Designing &lt;for&gt; trust');
    expect(html).toContain('data-mode="start"');
    expect(html).toContain('data-responsive="large"');
    expect(html).toContain('>Present</span>');
    expect(html).toContain('role="toolbar"');
    expect(html).not.toContain('role="dialog"');
  });
});
