// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodyText,
  buildClassic,
  buildDeck,
  buildFrame,
  buildTopic,
  bulletText,
} from '../../test/helpers/documents';
import { renderWithI18n } from '../../test/helpers/render';
import { cameraFor, toTransform } from '../kernel/document/camera';
import { layoutDocument } from '../kernel/document/layout';
import { AUTOPLAY_INTERVAL_MS } from './controllers/autoplay';
import Player, { type PlayerHandle, type PlayerProps } from './index';
import { buildPlayerData } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const deck = buildDeck({
  title: 'Tidy Data in Practice',
  texts: [bodyText('intro', 'Why shape matters before analysis.')],
  topics: [
    buildTopic({
      id: 'rows',
      title: 'One observation per row',
      texts: [bulletText('rows-points', 'Each row is one measured thing', 'No totals rows')],
      topics: [buildTopic({ id: 'rows-example', title: 'A worked example' })],
    }),
    buildTopic({
      id: 'columns',
      title: 'One variable per column',
      texts: [bodyText('c', 'Split combined fields.')],
    }),
  ],
});
// overview, rows, rows-example, rows (back out), columns, overview
const TOTAL = 6;

/** Renders the player and lets its loader settle. */
async function renderPlayer(props: Partial<PlayerProps> = {}, ref?: React.Ref<PlayerHandle>) {
  const view = { current: undefined as ReturnType<typeof renderWithI18n> | undefined };
  await act(async () => {
    view.current = renderWithI18n(<Player ref={ref} data={buildPlayerData({ document: deck })} {...props} />);
  });
  const container = view.current!.container;
  return {
    player: container.querySelector<HTMLElement>('.podium-player')!,
    world: () => container.querySelector<HTMLElement>('.podium-player__world')!,
    live: () => container.querySelector('[aria-live="polite"]')!.textContent,
    counter: () => container.querySelector('.podium-player__counter')!.textContent,
  };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));

describe('Player (deck)', () => {
  it('renders every frame as real text: headings, paragraphs and bullet lists', async () => {
    await renderPlayer();
    expect(screen.getByRole('heading', { level: 2, name: 'Tidy Data in Practice' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'One observation per row' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'A worked example' })).toBeTruthy();
    expect(screen.getByText('Why shape matters before analysis.').tagName).toBe('P');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Each row is one measured thing',
      'No totals rows',
    ]);
    expect(screen.getByText('Split combined fields.')).toBeTruthy();
  });

  it('moves the counter and announces the topic with the previous and next buttons', async () => {
    const ui = await renderPlayer({ reducedMotion: true });
    expect(ui.counter()).toBe(`1 / ${TOTAL}`);
    expect(ui.live()).toBe('Tidy Data in Practice');
    next();
    expect(ui.counter()).toBe(`2 / ${TOTAL}`);
    expect(ui.live()).toBe('One observation per row');
    next();
    expect(ui.live()).toBe('A worked example');
    previous();
    expect(ui.counter()).toBe(`2 / ${TOTAL}`);
    expect(
      screen.getByRole('heading', { name: 'One observation per row' }).closest('[aria-current="step"]'),
    ).toBeTruthy();
  });

  it('lists its keys on ?, and closes the list on ?, Escape or its button, keeping the step', async () => {
    const ui = await renderPlayer({ reducedMotion: true });
    const help = () => screen.queryByRole('dialog', { name: 'Keyboard shortcuts' });
    ui.player.focus();
    act(() => {
      fireEvent.keyDown(ui.player, { key: '?' });
    });
    expect(help()!.textContent).toContain('Full screen, and back');
    expect(document.activeElement?.textContent).toBe('Close');
    act(() => {
      fireEvent.keyDown(ui.player, { key: '?' });
    });
    expect(help()).toBeNull();
    act(() => {
      fireEvent.keyDown(ui.player, { key: '?' });
    });
    act(() => {
      fireEvent.keyDown(ui.player, { key: 'Escape' });
    });
    expect(help()).toBeNull();
    act(() => {
      fireEvent.keyDown(ui.player, { key: '?' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(help()).toBeNull();
    expect(document.activeElement).toBe(ui.player);
    expect(ui.counter()).toBe(`1 / ${TOTAL}`);
  });

  it('calls onEnd on next from the last step (End, then next)', async () => {
    const onEnd = vi.fn();
    const ui = await renderPlayer({ onEnd, reducedMotion: true });
    fireEvent.keyDown(ui.player, { key: 'End' });
    expect(ui.counter()).toBe(`${TOTAL} / ${TOTAL}`);
    expect(onEnd).not.toHaveBeenCalled();
    next();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(ui.counter()).toBe(`${TOTAL} / ${TOTAL}`);
  });

  it('takes keys only once focused, and ignores the rest of the page', async () => {
    const ui = await renderPlayer({ reducedMotion: true });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(ui.counter()).toBe(`1 / ${TOTAL}`);
    ui.player.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(ui.counter()).toBe(`3 / ${TOTAL}`);
  });

  it('honours a #step deep link and keeps the address in step', async () => {
    window.history.replaceState(null, '', '/p/abc123def456/tidy/#step=5');
    const ui = await renderPlayer({ reducedMotion: true, initialStep: 1 });
    expect(ui.counter()).toBe(`5 / ${TOTAL}`);
    expect(ui.live()).toBe('One variable per column');
    previous();
    // The address is rewritten after the step's frame, not while the key is handled.
    expect(window.location.hash).toBe('#step=5');
    await waitFor(() => expect(window.location.hash).toBe('#step=4'));
  });

  it('starts on the initial step without writing it to the address', async () => {
    const ui = await renderPlayer({ reducedMotion: true, initialStep: 2 });
    expect(ui.counter()).toBe(`3 / ${TOTAL}`);
    expect(window.location.hash).toBe('');
  });

  it('applies each step as a transform at once under reduced motion', async () => {
    const ui = await renderPlayer({ reducedMotion: true });
    const { steps } = layoutDocument(deck);
    const viewport = { width: 1280, height: 720 };
    expect(ui.world().style.transform).toBe(toTransform(cameraFor(steps[0]!, viewport), viewport));
    next();
    expect(ui.world().style.transform).toBe(toTransform(cameraFor(steps[1]!, viewport), viewport));
    expect(ui.world().style.willChange).toBe('');
  });

  it('follows prefers-reduced-motion when no preference is passed', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const ui = await renderPlayer({ viewport: { width: 800, height: 600 } });
    next();
    const step = layoutDocument(deck).steps[1]!;
    const viewport = { width: 800, height: 600 };
    expect(ui.world().style.transform).toBe(toTransform(cameraFor(step, viewport), viewport));
  });

  it('flies with will-change set, and arrives on the step', async () => {
    const ui = await renderPlayer();
    next();
    expect(ui.world().style.willChange).toBe('transform');
    const step = layoutDocument(deck).steps[1]!;
    const viewport = { width: 1280, height: 720 };
    const arrived = toTransform(cameraFor(step, viewport), viewport);
    await vi.waitFor(() => expect(ui.world().style.transform).toBe(arrived), {
      timeout: 20_000,
      interval: 50,
    });
  });

  it('zooms to a topic when it is clicked', async () => {
    const ui = await renderPlayer({ reducedMotion: true });
    fireEvent.click(screen.getByText('One variable per column'));
    expect(ui.counter()).toBe(`5 / ${TOTAL}`);
  });

  it('reports progress, readiness and each step with its timing', async () => {
    const onProgress = vi.fn();
    const onReady = vi.fn();
    const onStep = vi.fn();
    await renderPlayer({ onProgress, onReady, onStep, reducedMotion: true });
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(onReady).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(onStep).toHaveBeenLastCalledWith({
        index: 0,
        total: TOTAL,
        msOnPreviousStep: 0,
        title: 'Tidy Data in Practice',
      }),
    );
    next();
    // The host hears of a step after the frame that shows it (a key is answered first).
    expect(onStep).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(onStep).toHaveBeenLastCalledWith(
        expect.objectContaining({ index: 1, total: TOTAL, title: 'One observation per row' }),
      ),
    );
    expect(onStep.mock.lastCall![0].msOnPreviousStep).toBeGreaterThanOrEqual(0);
  });

  it('can be driven through its handle', async () => {
    const ref = createRef<PlayerHandle>();
    const onEnd = vi.fn();
    const ui = await renderPlayer({ reducedMotion: true, onEnd }, ref);
    act(() => ref.current!.goTo(3));
    expect(ui.counter()).toBe(`4 / ${TOTAL}`);
    act(() => ref.current!.next());
    act(() => ref.current!.previous());
    expect(ui.counter()).toBe(`4 / ${TOTAL}`);
    act(() => ref.current!.goTo(99));
    act(() => ref.current!.next());
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => ref.current!.restart());
    expect(ui.counter()).toBe(`1 / ${TOTAL}`);
    act(() => ref.current!.focus());
    expect(document.activeElement).toBe(ui.player);
  });

  it('autoplays until the viewer takes over', async () => {
    vi.useFakeTimers();
    try {
      const ui = await renderPlayer({ autoplay: true, reducedMotion: true });
      act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS));
      expect(ui.counter()).toBe(`2 / ${TOTAL}`);
      fireEvent.pointerDown(ui.player);
      act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * 3));
      expect(ui.counter()).toBe(`2 / ${TOTAL}`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a labelled placeholder for an image that cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('missing', { status: 404 })),
    );
    const withImage = buildDeck({
      topics: [buildTopic({ id: 'a', title: 'Curve', image: 'media/curve.svg' })],
    });
    const onProgress = vi.fn();
    await act(async () => {
      renderWithI18n(<Player data={buildPlayerData({ document: withImage })} onProgress={onProgress} />);
    });
    expect(screen.getByText('Image unavailable')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it('draws images that load, with alt text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })),
    );
    const withImage = buildDeck({
      topics: [buildTopic({ id: 'a', title: 'Curve', image: 'media/curve.svg' })],
    });
    await act(async () => {
      renderWithI18n(<Player data={buildPlayerData({ document: withImage })} />);
    });
    expect(screen.getByRole('img', { name: 'Image for Curve' }).getAttribute('src')).toBe('/media/curve.svg');
  });

  /** Plays a deck of 120 picture pages in a row (a PDF's), its pictures answered by a stub. */
  async function playPages() {
    const fetch = vi.fn(
      async (_url: string) => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const pages = Array.from({ length: 120 }, (_, i) =>
      buildFrame({ id: `page-${i + 1}`, x: i * 2000, image: `media/page-${i + 1}.svg` }),
    );
    const document = buildClassic({ frames: pages, path: pages.map((page) => page.id) });
    await act(async () => {
      renderWithI18n(<Player data={buildPlayerData({ document })} />);
    });
    const mountedPages = () =>
      [...window.document.querySelectorAll('[data-frame-id]')].map((f) => f.getAttribute('data-frame-id'));
    return { fetch, mountedPages };
  }

  it('draws the pages of the flights onward once the camera is still, not at the key press', async () => {
    const { mountedPages } = await playPages();
    expect(mountedPages()).toEqual(['page-1', 'page-2', 'page-3']);
    next();
    expect(screen.getByText('2 / 120')).toBeTruthy();
    // The flight from page 1 shows what page 1's flights did: the key press mounts nothing.
    expect(mountedPages()).toEqual(['page-1', 'page-2', 'page-3']);
    // The flight on to page 3 gets what it passes over once the camera is still.
    await waitFor(() => expect(mountedPages()).toContain('page-4'));
  });

  it('mounts and downloads only the pages near the camera of a 120-page deck', async () => {
    const { fetch, mountedPages } = await playPages();
    expect(screen.getByText('1 / 120')).toBeTruthy();
    const first = mountedPages();
    expect(first.slice(0, 2)).toEqual(['page-1', 'page-2']);
    expect(first.length).toBeLessThanOrEqual(4);
    // Only the mounted pages' pictures were waited for.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(first.map((id) => `/media/${id}.svg`));

    for (let i = 0; i < 5; i++) next();
    expect(screen.getByText('6 / 120')).toBeTruthy();
    expect(mountedPages()).toEqual(expect.arrayContaining(['page-5', 'page-6', 'page-7']));
    // The pages shown before stay (LINGER_LIMIT): unmounting them would hold back the key's frame.
    expect(mountedPages()).toContain('page-1');
    expect(mountedPages().length).toBeLessThanOrEqual(8);
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('region'), { key: 'End' });
    });
    expect(screen.getByText('120 / 120')).toBeTruthy();
    // Everything the long flight from page 6 passes over (it zooms out over the whole row)…
    expect(mountedPages()).toContain('page-60');
    // A few pixels wide all along the flight: the page's shape alone, its picture not downloaded.
    const passedOver = window.document.querySelector('[data-frame-id="page-60"]')!;
    expect(passedOver.hasAttribute('data-outline')).toBe(true);
    // In the one SVG of shapes, not a box of its own (FrameOutlines.tsx).
    expect(passedOver.closest('svg.podium-player__outlines')).not.toBeNull();
    expect(passedOver.querySelector('img')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/media/page-60.svg');
    // …and once the camera has moved on and is still, the neighbourhood again: more than
    // LINGER_LIMIT pages gathered, and they go together.
    previous();
    previous();
    expect(screen.getByText('118 / 120')).toBeTruthy();
    expect(mountedPages()).toContain('page-60');
    await waitFor(() => expect(mountedPages()).not.toContain('page-60'));
    expect(mountedPages().length).toBeLessThanOrEqual(6);
  });
});
