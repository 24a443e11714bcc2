// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { CardColumn, scrollEnds } from './CardColumn';
import { buildCards, preventNavigation } from './test-support';

let restoreNavigation: () => void;
beforeEach(() => {
  restoreNavigation = preventNavigation();
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 0));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
});

afterEach(() => {
  cleanup();
  restoreNavigation();
  vi.unstubAllGlobals();
});

describe('scrollEnds', () => {
  it('says which way a sideways list can scroll, with a pixel of slack', () => {
    expect(scrollEnds({ scrollLeft: 0, clientWidth: 400, scrollWidth: 1000 })).toEqual({
      back: false,
      forward: true,
    });
    expect(scrollEnds({ scrollLeft: 300, clientWidth: 400, scrollWidth: 1000 })).toEqual({
      back: true,
      forward: true,
    });
    expect(scrollEnds({ scrollLeft: 599.5, clientWidth: 400, scrollWidth: 1000 })).toEqual({
      back: true,
      forward: false,
    });
    expect(scrollEnds({ scrollLeft: 0, clientWidth: 400, scrollWidth: 400 })).toEqual({
      back: false,
      forward: false,
    });
  });
});

/** Gives the shelf's list the scroll geometry jsdom lacks, and records its scrollBy calls. */
function fakeScrolling(list: HTMLElement, geometry: { clientWidth: number; scrollWidth: number }) {
  Object.defineProperty(list, 'clientWidth', { value: geometry.clientWidth });
  Object.defineProperty(list, 'scrollWidth', { value: geometry.scrollWidth });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    list.scrollLeft += options.left ?? 0;
    fireEvent.scroll(list);
  });
  list.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  return scrollBy;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('CardColumn', () => {
  const more = { href: '/video/explore/', label: 'Explore videos' };

  it('lists cards as rows without scroll buttons', () => {
    renderWithI18n(
      <CardColumn title="Staff picks" kind="staff-picks" layout="rows" cards={buildCards(3)} more={more} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('scrolls a shelf by most of its width with its buttons, each disabled at its end', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const { container } = renderWithI18n(
      <CardColumn title="Videos" kind="videos" layout="shelf" cards={buildCards(10)} more={more} />,
    );
    const list = container.querySelector('ul')!;
    const scrollBy = fakeScrolling(list, { clientWidth: 500, scrollWidth: 1200 });
    const left = screen.getByRole('button', { name: 'Scroll left' }) as HTMLButtonElement;
    const right = screen.getByRole('button', { name: 'Scroll right' }) as HTMLButtonElement;
    expect(left.getAttribute('aria-controls')).toBe(list.id);
    fireEvent.scroll(list);
    await settle();
    expect([left.disabled, right.disabled]).toEqual([true, false]);

    fireEvent.click(right);
    await settle();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    expect([left.disabled, right.disabled]).toEqual([false, false]);

    fireEvent.click(right);
    await settle();
    expect([left.disabled, right.disabled]).toEqual([false, true]);

    fireEvent.click(left);
    await settle();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' });
  });

  it('jumps instead of gliding for visitors who ask for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { container } = renderWithI18n(
      <CardColumn title="Templates" kind="templates" layout="shelf" cards={buildCards(6)} more={more} />,
    );
    const scrollBy = fakeScrolling(container.querySelector('ul')!, { clientWidth: 300, scrollWidth: 900 });
    fireEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'auto' });
  });
});
