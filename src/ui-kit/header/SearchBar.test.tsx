// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteProps } from '../../kernel/site';
import { renderHeader, VISITOR } from './test-support';

afterEach(() => {
  cleanup();
});

const input = () => screen.getByRole<HTMLInputElement>('searchbox');
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const trending = () => screen.queryByText('Trending searches')?.parentElement ?? null;
const termLinks = () => within(trending()!).getAllByRole('link');

/** A logSearch whose promise the test settles. */
function pendingLog() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const logSearch = vi.fn(
    () =>
      new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    logSearch,
    resolve: () => act(async () => resolve()),
    reject: (error: Error) => act(async () => reject(error)),
  };
}

describe('SearchBar', () => {
  it.each([
    [360_000_000, 'Search over 360M presentations...'],
    [1234, 'Search over 1.2K presentations...'],
    [87, 'Search over 87 presentations...'],
  ])('puts the compact count %d in the placeholder', (searchCount, placeholder) => {
    renderHeader({ searchCount });
    expect(input().placeholder).toBe(placeholder);
  });

  it('falls back to a plain placeholder without a count', () => {
    const { header: _, ...withoutHeader } = VISITOR;
    renderHeader({ site: withoutHeader as SiteProps, searchCount: undefined });
    expect(input().placeholder).toBe('Search presentations');
  });

  it('falls back to a plain placeholder when there is nothing to search yet', () => {
    renderHeader({ searchCount: 0 });
    expect(input().placeholder).toBe('Search presentations');
  });

  it('shows the trending searches of the viewer segment once the input has focus', () => {
    renderHeader({ authorSegment: 'teacher' });
    expect(trending()).toBeNull();
    fireEvent.focus(input());
    expect(termLinks().map((a) => a.textContent)).toEqual(['lesson plan', 'classroom rules']);
    expect(termLinks()[0]!.getAttribute('href')).toBe('/explore/search/?search=lesson%20plan');
  });

  it.each([['engineer'], [undefined]])('shows the other terms to the %s segment', (authorSegment) => {
    renderHeader({ authorSegment });
    fireEvent.focus(input());
    expect(termLinks().map((a) => a.textContent)).toEqual(['climate change', 'design thinking']);
  });

  it('closes the trending searches on Escape and when focus leaves the bar', () => {
    renderHeader();
    fireEvent.focus(input());
    fireEvent.keyDown(input(), { key: 'Escape', keyCode: 27 });
    expect(trending()).toBeNull();
    fireEvent.click(input());
    expect(trending()).not.toBeNull();
    fireEvent.blur(input(), { relatedTarget: screen.getByRole('link', { name: 'Log in' }) });
    expect(trending()).toBeNull();
  });

  it('keeps the trending searches while focus moves inside the bar', () => {
    renderHeader();
    fireEvent.focus(input());
    fireEvent.blur(input(), { relatedTarget: termLinks()[0] });
    expect(trending()).not.toBeNull();
  });

  it('fires ClickSearchInput on a click and EnterSearchBar once, on the first character typed', () => {
    const { onEvent } = renderHeader();
    fireEvent.click(input());
    expect(onEvent.mock.calls).toEqual([['ClickSearchInput', {}]]);
    type('c');
    type('ca');
    type('');
    type('d');
    expect(onEvent.mock.calls).toEqual([
      ['ClickSearchInput', {}],
      ['EnterSearchBar', {}],
    ]);
  });

  it('submits on Enter (key code 13): logs first, navigates once the log settles', async () => {
    const log = pendingLog();
    const { navigate } = renderHeader({ logSearch: log.logSearch });
    type('cats & dogs');
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    expect(log.logSearch).toHaveBeenCalledExactlyOnceWith('cats & dogs');
    expect(navigate).not.toHaveBeenCalled();
    await log.resolve();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats%20%26%20dogs');
  });

  it.each([
    ['a letter', { key: 'a', keyCode: 65 }],
    ['Space', { key: ' ', keyCode: 32 }],
    ['Escape', { key: 'Escape', keyCode: 27 }],
    ['an IME Enter (key code 229)', { key: 'Enter', keyCode: 229 }],
    ['an Enter without a key code', { key: 'Enter', keyCode: 0 }],
  ])('does not submit on %s', async (_name, key) => {
    const logSearch = vi.fn(() => Promise.resolve());
    const { navigate } = renderHeader({ logSearch });
    type('cats');
    const notCancelled = fireEvent.keyDown(input(), key);
    await act(async () => {});
    expect(logSearch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    // An Enter of any key code is cancelled, so the browser cannot submit the form by itself.
    expect(notCancelled).toBe(key.key !== 'Enter');
  });

  it('submits with the search button', async () => {
    const logSearch = vi.fn(() => Promise.resolve());
    const { navigate } = renderHeader({ logSearch });
    type('cats');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(logSearch).toHaveBeenCalledExactlyOnceWith('cats');
    await act(async () => {});
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
  });

  it('navigates even when logging rejects', async () => {
    const log = pendingLog();
    const { navigate } = renderHeader({ logSearch: log.logSearch });
    type('cats');
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    await log.reject(new Error('log endpoint down'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
  });

  it('sends an empty or blank term to plain /explore/', async () => {
    const logSearch = vi.fn(() => Promise.resolve());
    const { navigate } = renderHeader({ logSearch });
    type('   ');
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    await act(async () => {});
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/');
  });

  it('ignores a second Enter while the first search is leaving', async () => {
    const log = pendingLog();
    const { navigate } = renderHeader({ logSearch: log.logSearch });
    type('cats');
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    await log.resolve();
    expect(log.logSearch).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('logs a SearchPresentations event of type PRESENT by default', async () => {
    const { onEvent, navigate } = renderHeader();
    type('cats');
    onEvent.mockClear();
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('SearchPresentations', {
      search_term: 'cats',
      search_type: 'PRESENT',
    });
    await act(async () => {});
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
  });

  it('still searches by plain GET before hydration', () => {
    renderHeader();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/explore/search/');
    expect(form.getAttribute('method')).toBe('get');
    expect(input().name).toBe('search');
  });
});
