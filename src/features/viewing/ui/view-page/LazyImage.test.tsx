// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { startMotion } from '../../../../lib/after-paint';
import { LazyImage } from './LazyImage';
import { renderToHtml, setWindowWidth, stubIntersectionObserver } from './test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setWindowWidth(1024);
});

const image = <LazyImage src="/thumbnails/abc/1.svg" alt="Cover" width={320} height={180} />;

describe('LazyImage', () => {
  it.each([
    [1280, '200px'],
    [769, '200px'],
    [768, '10px'],
    [375, '10px'],
  ])('at a %i px window starts loading %s before the viewport', (width, margin) => {
    setWindowWidth(width);
    const observers = stubIntersectionObserver();
    renderWithI18n(image);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options.rootMargin).toBe(margin);
  });

  it('shows a placeholder box until the image nears the viewport, then the image', () => {
    const observers = stubIntersectionObserver();
    const { container } = renderWithI18n(image);
    const box = container.querySelector<HTMLElement>('.lazy-image')!;
    expect(box.style.aspectRatio).toBe('320 / 180');
    expect(container.querySelector('img')).toBeNull();
    expect(observers[0]!.targets).toEqual([box]);

    act(() => observers[0]!.intersect(false));
    expect(container.querySelector('img')).toBeNull();

    act(() => observers[0]!.intersect(true));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/thumbnails/abc/1.svg');
    expect(img.getAttribute('alt')).toBe('Cover');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('is not observed while the camera flies, and is observed again once it is still', () => {
    const observers = stubIntersectionObserver();
    const { container } = renderWithI18n(image);
    const box = container.querySelector<HTMLElement>('.lazy-image')!;
    expect(observers[0]!.targets).toEqual([box]);
    // Every observer is worked out in each frame of a flight: the cards wait for the camera.
    const land = startMotion();
    expect(observers[0]!.disconnect).toHaveBeenCalledOnce();
    observers[0]!.targets.length = 0;
    land();
    expect(observers[0]!.targets).toEqual([box]);
    act(() => observers[0]!.intersect(true));
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/thumbnails/abc/1.svg');
  });

  it('renders a placeholder with the aspect ratio and a <noscript> image on the server', () => {
    const html = renderToHtml(image);
    expect(html).toContain('aspect-ratio:320 / 180');
    expect(html).toMatch(/<noscript><img class="lazy-image__img" src="\/thumbnails\/abc\/1.svg" alt="Cover"/);
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('<img');
  });

  it('loads at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderWithI18n(image);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/thumbnails/abc/1.svg');
  });
});
