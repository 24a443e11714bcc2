// @vitest-environment jsdom
// The search bar below the extra-small breakpoint (spec §4, §5), at 375 px against 1440 px.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHeader } from './test-support';

afterEach(() => {
  cleanup();
});

const input = () => screen.getByRole<HTMLInputElement>('searchbox');
const searchButton = () => screen.getByRole('button', { name: 'Search' });
const closeButton = () => screen.queryByRole('button', { name: 'Close search' });
const bar = () => screen.getByRole('search');

function renderAt(width: number, props: Parameters<typeof renderHeader>[0] = {}) {
  const logSearch = vi.fn(() => Promise.resolve());
  return { ...renderHeader({ width, logSearch, ...props }), logSearch };
}

describe('mobile search bar', () => {
  it('starts collapsed to its icon at 375 px', () => {
    renderAt(375);
    expect(searchButton().getAttribute('aria-expanded')).toBe('false');
    expect(searchButton().getAttribute('aria-controls')).toBe(input().id);
    expect(bar().classList.contains('search-bar--collapsed')).toBe(true);
    expect(bar().classList.contains('search-bar--open')).toBe(false);
    expect(closeButton()).toBeNull();
  });

  it('at 375 px a click on the closed bar only expands it and focuses the input', async () => {
    const { logSearch, navigate } = renderAt(375);
    fireEvent.change(input(), { target: { value: 'cats' } });
    fireEvent.click(searchButton());
    await act(async () => {});
    expect(logSearch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(searchButton().getAttribute('aria-expanded')).toBe('true');
    expect(bar().classList.contains('search-bar--open')).toBe(true);
    expect(document.activeElement).toBe(input());
    expect(closeButton()).not.toBeNull();
  });

  it('at 375 px a submit of the closed bar only expands it too', async () => {
    const { logSearch, navigate } = renderAt(375);
    fireEvent.submit(bar());
    await act(async () => {});
    expect(logSearch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input());
  });

  it('searches once opened', async () => {
    const { logSearch, navigate } = renderAt(375);
    fireEvent.click(searchButton());
    fireEvent.change(input(), { target: { value: 'cats' } });
    fireEvent.click(searchButton());
    expect(logSearch).toHaveBeenCalledExactlyOnceWith('cats');
    await act(async () => {});
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
  });

  it('collapses with the close button, which returns focus to the search button', () => {
    renderAt(375);
    fireEvent.click(searchButton());
    expect(document.activeElement).toBe(input());
    fireEvent.click(closeButton()!);
    expect(searchButton().getAttribute('aria-expanded')).toBe('false');
    expect(bar().classList.contains('search-bar--open')).toBe(false);
    expect(closeButton()).toBeNull();
    expect(document.activeElement).toBe(searchButton());
  });

  it('at 1440 px searches on the first click, with no expand state and no close button', async () => {
    const { logSearch, navigate } = renderAt(1440);
    expect(searchButton().hasAttribute('aria-expanded')).toBe(false);
    expect(bar().classList.contains('search-bar--collapsed')).toBe(false);
    fireEvent.change(input(), { target: { value: 'cats' } });
    fireEvent.click(searchButton());
    expect(logSearch).toHaveBeenCalledOnce();
    await act(async () => {});
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
    expect(closeButton()).toBeNull();
  });

  it('at 434 px (the breakpoint itself) is not extra small', () => {
    renderAt(434);
    expect(searchButton().hasAttribute('aria-expanded')).toBe(false);
  });

  it('shows a back button only when onBack is given, and calls it', () => {
    renderAt(375);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    cleanup();
    const onBack = vi.fn();
    renderAt(375, { onBack });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
