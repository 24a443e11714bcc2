// @vitest-environment jsdom
// Component tests of the Library: the page's states (empty, listed with where each asset
// is used, paged) and the editor's picker (loading, empty, failed, paging, choosing).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { SiteProps } from '../../../../kernel/site';
import type { LibraryImage, LibraryPageData, LibraryPage as Page } from '../../contracts';
import LibraryPage from '../pages/LibraryPage';
import { LibraryPicker } from './LibraryPicker';
import type { LibraryApi } from './library-api';

afterEach(cleanup);

const image = (n: number): LibraryImage => ({
  key: `${String(n).repeat(64).slice(0, 64)}.webp`,
  src: `/media/u/${String(n).repeat(64).slice(0, 64)}.webp`,
  contentType: 'image/webp',
  size: 20_480,
  usedIn: [{ oid: `deck0000000${n}`, title: `Deck ${n}`, path: `/p/deck0000000${n}/deck-${n}/` }],
});
const page = <T,>(items: T[], n = 1, hasMore = false): Page<T> => ({ items, page: n, hasMore });

// The page's site props are only read by the header; a minimal signed-in site is enough here.
const site = {
  brandName: 'Podium',
  lang: 'en',
  path: '/library/',
  csrfToken: 't',
  viewer: { oid: 'user00000001', username: 'fiona', name: 'Fiona', isStaff: false },
  header: {
    searchCount: 0,
    searchTerms: {},
    authorSegment: 'other',
    storeUrls: { ios: '', android: '' },
    features: {},
  },
  telemetry: { env: 'test' },
} as unknown as SiteProps;

describe('LibraryPage', () => {
  const render = (data: LibraryPageData) => renderWithI18n(<LibraryPage site={site} {...data} />);

  it('says when there is nothing yet', () => {
    render({ images: page([]), pdfs: page([]) });
    expect(screen.getByText('No pictures yet: the pages of the PDFs you publish appear here.')).toBeTruthy();
    expect(screen.getByText('No uploaded PDFs yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of pictures' })).toBeNull();
  });

  it('shows each asset with its preview, size and the decks using it, and pages', () => {
    render({
      images: page([image(1), image(2)], 2, true),
      pdfs: page([
        {
          sha256: 'f'.repeat(64),
          size: 4096,
          preview: '/thumbnails/deck00000001/v.svg',
          usedIn: image(1).usedIn,
        },
      ]),
    });
    const pictures = screen.getByRole('region', { name: 'Pictures' });
    expect(pictures.querySelectorAll('img')[0]!.getAttribute('src')).toBe(image(1).src);
    expect(pictures.textContent).toContain('WEBP · 20 kB');
    expect(screen.getAllByRole('link', { name: 'Deck 1' })[0]!.getAttribute('href')).toBe(
      '/p/deck00000001/deck-1/',
    );
    const pager = screen.getByRole('navigation', { name: 'Pages of pictures' });
    expect(pager.textContent).toContain('Page 2');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/library/?images=1&pdfs=1',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/library/?images=3&pdfs=1');
    const pdfs = screen.getByRole('region', { name: 'Uploaded PDFs' });
    expect(pdfs.textContent).toContain('PDF · 4 kB');
    expect(pdfs.querySelector('img')!.getAttribute('src')).toBe('/thumbnails/deck00000001/v.svg');
  });
});

describe('LibraryPicker', () => {
  const fakeApi = (overrides: Partial<LibraryApi> = {}): LibraryApi => ({
    images: vi.fn(async (n: number) => page(n === 1 ? [image(1)] : [image(2)], n, n === 1)),
    use: vi.fn(async (_oid: string, key: string) => ({ src: `/media/u/${key}` })),
    ...overrides,
  });

  it('loads, pages, and inserts the chosen picture, then closes', async () => {
    const api = fakeApi();
    const insert = vi.fn();
    renderWithI18n(<LibraryPicker oid="deck00000009" onInsert={insert} api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Insert from library' }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByRole('button', { name: 'Insert the picture from “Deck 1”' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('button', { name: 'Insert the picture from “Deck 2”' });
    expect(api.images).toHaveBeenLastCalledWith(2);
    await act(async () => fireEvent.click(second));
    expect(api.use).toHaveBeenCalledWith('deck00000009', image(2).key);
    expect(insert).toHaveBeenCalledWith(image(2).src);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the library is empty', async () => {
    renderWithI18n(
      <LibraryPicker oid="deck00000009" onInsert={vi.fn()} api={fakeApi({ images: async () => page([]) })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Insert from library' }));
    expect(
      await screen.findByText('No pictures yet: the pages of the PDFs you publish appear here.'),
    ).toBeTruthy();
  });

  it('shows why a picture could not be inserted, and closes on Escape', async () => {
    const insert = vi.fn();
    renderWithI18n(
      <LibraryPicker
        oid="deck00000009"
        onInsert={insert}
        api={fakeApi({
          use: async () => {
            throw new Error('You cannot change this presentation.');
          },
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Insert from library' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Insert the picture/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot change this presentation.');
    expect(insert).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
