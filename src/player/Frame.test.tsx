// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { bodyText, buildDeck, buildTopic } from '../../test/helpers/documents';
import { renderWithI18n } from '../../test/helpers/render';
import { layoutDocument } from '../kernel/document/layout';
import { IMAGE_SHARE, textStrike } from '../kernel/document/layout-text';
import { pdfDeck } from '../kernel/document/pdf-deck';
import { Frame } from './Frame';

const topic = buildTopic({
  id: 'why',
  title: 'Why bytes of JavaScript are the expensive bytes',
  texts: [bodyText('t', 'A 170 KB JPEG and 170 KB of compressed JavaScript arrive in the same time.')],
  image: 'u/chart.webp',
});
const frame = layoutDocument(buildDeck({ topics: [topic] })).frames.find((f) => f.id === 'why')!;

describe('a text frame', () => {
  it('lays its text out at the one layout size, scaled to the fitted size', () => {
    const { size, scale } = textStrike(frame.fontSize);
    expect(scale).not.toBe(1); // this frame's fitted size is not the layout size
    const { container } = renderWithI18n(
      <Frame frame={frame} color="#fff" current imageBroken={false} onImageError={vi.fn()} />,
    );
    const content = container.querySelector<HTMLElement>('.podium-frame__content')!;
    expect(content.style.fontSize).toBe(`${size}px`);
    expect(content.style.transform).toBe(`scale(${scale})`);
    // Every length in pixels is divided by the same scale, so the drawn box is the fitted one.
    expect(Number.parseFloat(content.style.width) * scale).toBeCloseTo(frame.content.width, 6);
    expect(Number.parseFloat(content.style.height) * scale).toBeCloseTo(frame.content.height, 6);
    const image = content.querySelector<HTMLElement>('.podium-frame__image')!;
    expect(Number.parseFloat(image.style.maxHeight) * scale).toBeCloseTo(
      frame.content.height * IMAGE_SHARE,
      6,
    );
  });
});

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
