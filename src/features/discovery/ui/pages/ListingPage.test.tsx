// @vitest-environment jsdom
// A listing page: its heading (or a person's name and initials), the cards or what to say when there
// are none, and the links between its pages.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { SIGNED_IN } from '../../../../ui-kit/header/test-support';
import ListingPage, { type ListingPageProps } from './ListingPage';

afterEach(cleanup);

function renderListing(over: Partial<ListingPageProps> = {}) {
  return renderWithI18n(
    <ListingPage
      site={SIGNED_IN}
      heading="listing.explore"
      empty="listing.empty"
      cards={[]}
      page={1}
      pages={1}
      basePath="/explore/"
      {...over}
    />,
  );
}

const pageLinks = () =>
  within(screen.getByRole('navigation', { name: /pages/i }))
    .queryAllByRole('link')
    .map((link) => [link.getAttribute('rel'), link.getAttribute('href')]);

describe('ListingPage', () => {
  it('links the previous and next pages, adding the page to a query the listing already has', () => {
    // Without `search`: jsdom knows no <search> element, so the search form is left to the browser tests.
    renderListing({ page: 2, pages: 3, basePath: '/explore/search/?search=maps' });
    expect(pageLinks()).toEqual([
      ['prev', '/explore/search/?search=maps'],
      ['next', '/explore/search/?search=maps&page=3'],
    ]);
  });

  it('offers no previous page on the first, no next on the last, and no links for one page', () => {
    renderListing({ page: 3, pages: 3 });
    expect(pageLinks()).toEqual([['prev', '/explore/?page=2']]);
    cleanup();
    renderListing();
    expect(screen.queryByRole('navigation', { name: /pages/i })).toBeNull();
  });

  it('heads a profile with the person’s name and initials, and says when there is nothing', () => {
    renderListing({ profile: { name: 'Olga Tokarczuk', initials: 'OT', colour: '#224488' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Olga Tokarczuk');
    expect(document.querySelector('.listing-page__avatar')!.textContent).toBe('OT');
    expect(document.querySelector('.listing-page__empty')).not.toBeNull();
  });
});
