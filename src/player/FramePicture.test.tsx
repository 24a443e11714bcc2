// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/helpers/render';
import { layoutDocument } from '../domain/layout';
import { pdfDeck } from '../domain/pdf-deck';
import { Frame } from './Frame';

const [page] = layoutDocument(
  pdfDeck('Deck', [{ image: '/media/u/abc.webp', aspectRatio: 0.75, text: 'Quarterly numbers\nUp 12 %' }]),
).frames;

describe('a picture frame (a PDF page)', () => {
  it('draws the page image edge to edge and gives its words to screen readers only', () => {
    const { container } = renderWithI18n(
      <Frame frame={page!} color="#fff" current imageBroken={false} onImageError={vi.fn()} />,
    );
    const frame = container.querySelector('.podium-frame')!;
    expect(frame.classList).toContain('podium-frame--picture');
    expect(frame.querySelector('img.podium-frame__fill')!.getAttribute('src')).toBe('/media/u/abc.webp');
    expect(frame.querySelector('.podium-frame__words')!.textContent).toBe('Quarterly numbersUp 12 %');
    expect(frame.querySelector('.podium-frame__title')).toBeNull();
    // Drawn at the page's shape: 960 design pixels wide, 1280 tall for a 3:4 page.
    expect((frame as HTMLElement).style.height).toBe('1280px');
  });

  it('shows the unavailable placeholder in place of a broken page image', () => {
    const { container } = renderWithI18n(
      <Frame frame={page!} color="#fff" current={false} imageBroken onImageError={vi.fn()} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.podium-frame__placeholder.podium-frame__fill')).not.toBeNull();
  });
});
