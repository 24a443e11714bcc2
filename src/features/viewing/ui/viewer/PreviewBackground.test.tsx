// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { PreviewBackground } from './PreviewBackground';

afterEach(() => {
  cleanup();
});

/** An image loader whose loads the test settles. */
function controlledLoader() {
  const pending = new Map<string, { resolve: () => void; reject: () => void }>();
  const load = vi.fn(
    (src: string) =>
      new Promise<void>((resolve, reject) => {
        pending.set(src, { resolve, reject: () => reject(new Error('404')) });
      }),
  );
  return {
    load,
    succeed: (src: string) => act(async () => pending.get(src)!.resolve()),
    fail: (src: string) => act(async () => pending.get(src)!.reject()),
  };
}

const state = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.viewer-overlay__preview')!.dataset.preview;
const image = (container: HTMLElement) => container.querySelector('img');

describe('PreviewBackground', () => {
  it('is none without a preview', () => {
    const loader = controlledLoader();
    const { container } = renderWithI18n(<PreviewBackground loadImage={loader.load} />);
    expect(state(container)).toBe('none');
    expect(image(container)).toBeNull();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('moves from loading to show with the blurred preview once it loads', async () => {
    const loader = controlledLoader();
    const { container } = renderWithI18n(
      <PreviewBackground
        previewUrl="/thumbnails/a/1.svg"
        fallbackUrl="/fallback.svg"
        loadImage={loader.load}
      />,
    );
    expect(state(container)).toBe('loading');
    expect(image(container)).toBeNull();
    await loader.succeed('/thumbnails/a/1.svg');
    expect(state(container)).toBe('show');
    expect(image(container)!.getAttribute('src')).toBe('/thumbnails/a/1.svg');
    expect(image(container)!.className).toBe('viewer-overlay__preview-image');
  });

  it('shows the fallback when the preview fails and a fallback exists', async () => {
    const loader = controlledLoader();
    const { container } = renderWithI18n(
      <PreviewBackground previewUrl="/broken.svg" fallbackUrl="/fallback.svg" loadImage={loader.load} />,
    );
    await loader.fail('/broken.svg');
    expect(state(container)).toBe('fallback');
    expect(image(container)!.getAttribute('src')).toBe('/fallback.svg');
  });

  it('goes back to none when the preview fails without a fallback', async () => {
    const loader = controlledLoader();
    const { container } = renderWithI18n(
      <PreviewBackground previewUrl="/broken.svg" loadImage={loader.load} />,
    );
    await loader.fail('/broken.svg');
    expect(state(container)).toBe('none');
    expect(image(container)).toBeNull();
  });

  it('goes back to none when the fallback image fails as well', async () => {
    const loader = controlledLoader();
    const { container } = renderWithI18n(
      <PreviewBackground previewUrl="/broken.svg" fallbackUrl="/also-broken.svg" loadImage={loader.load} />,
    );
    await loader.fail('/broken.svg');
    fireEvent.error(image(container)!);
    expect(state(container)).toBe('none');
  });

  it('starts over when the preview changes, ignoring the old load', async () => {
    const loader = controlledLoader();
    const { container, rerender } = renderWithI18n(
      <PreviewBackground previewUrl="/one.svg" loadImage={loader.load} />,
    );
    await loader.succeed('/one.svg');
    rerender(<PreviewBackground previewUrl="/two.svg" loadImage={loader.load} />);
    expect(state(container)).toBe('loading');
    await loader.fail('/one.svg');
    expect(state(container)).toBe('loading');
    await loader.succeed('/two.svg');
    expect(image(container)!.getAttribute('src')).toBe('/two.svg');
  });
});
