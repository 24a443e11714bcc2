// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { bodyText, buildDeck, buildTopic } from '../../test/helpers/documents';
import { renderWithI18n } from '../../test/helpers/render';
import { layoutDocument } from '../domain/layout';
import { IMAGE_SHARE, textStrike } from '../domain/layout-text';
import { Frame } from './Frame';

const topic = buildTopic({
  id: 'why',
  title: 'Why bytes of JavaScript are the expensive bytes',
  texts: [bodyText('t', 'A 170 KB JPEG and 170 KB of compressed JavaScript arrive in the same time.')],
  image: 'u/chart.webp',
});
const frame = layoutDocument(buildDeck({ topics: [topic] })).frames.find((f) => f.id === 'why')!;

describe('a text frame', () => {
  it('lays its text out at a size of the ladder, scaled back to the fitted size', () => {
    const { size, scale } = textStrike(frame.fontSize);
    expect(scale).toBeGreaterThan(1); // the fitted size of this frame is not on the ladder
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
