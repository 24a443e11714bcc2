// @vitest-environment jsdom
// The frames too small to read are shapes in one SVG, placed where their boxes would be.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDeck, buildTopic } from '../../test/helpers/documents';
import { type LaidOutFrame, layoutDocument } from '../kernel/document/layout';
import { pdfDeck } from '../kernel/document/pdf-deck';
import { frameColor, THEMES } from '../kernel/document/themes';
import { drawnInFullOrShape, FrameOutlines } from './FrameOutlines';

const theme = THEMES.ocean;
const deck = layoutDocument(buildDeck({ topics: [buildTopic({ id: 'why', title: 'Why' })] }));
const overview = deck.frames.find((f) => f.kind === 'overview')!;
const circle = deck.frames.find((f) => f.id === 'why')!;
const [page] = layoutDocument(
  pdfDeck('Deck', [{ image: '/media/u/a.webp', aspectRatio: 0.75, text: '' }]),
).frames;
const rect: LaidOutFrame = { ...circle, id: 'tilted', shape: 'rect', rotation: 30 };

const draw = (frames: LaidOutFrame[]) =>
  render(<FrameOutlines frames={frames} theme={theme} />).container.querySelector('svg');
const attr = (el: Element | null | undefined, name: string) => Number(el?.getAttribute(name));

describe('the frames drawn as their shapes alone', () => {
  it('draws a circle frame as an ellipse inside its box, its border as the stroke', () => {
    const svg = draw([circle]);
    const shape = svg!.querySelector('[data-frame-id="why"]')!;
    expect(shape.tagName).toBe('ellipse');
    const border = (12 * circle.width) / circle.design.width; // Player.css: 12 px at design size
    expect(attr(shape, 'stroke-width')).toBeCloseTo(border, 9);
    expect(attr(shape, 'cx')).toBe(circle.x);
    // The stroke is centred on the ellipse: its outer edge is the box's.
    expect(attr(shape, 'rx') + border / 2).toBeCloseTo(circle.width / 2, 9);
    expect(attr(shape, 'ry') + border / 2).toBeCloseTo(circle.height / 2, 9);
    expect(shape.getAttribute('stroke')).toBe(frameColor(theme, circle.paletteIndex));
    expect((shape as SVGElement).style.fill).toBe('var(--podium-surface)');
  });

  it('draws a PDF page as its white page, and a rotated frame turned about its centre', () => {
    const svg = draw([page!, rect]);
    const sheet = svg!.querySelector(`[data-frame-id="${page!.id}"]`)!;
    expect(sheet.tagName).toBe('rect');
    expect(sheet.getAttribute('stroke')).toBeNull();
    expect(attr(sheet, 'x')).toBeCloseTo(page!.x - page!.width / 2, 9);
    expect(attr(sheet, 'height')).toBeCloseTo(page!.height, 9);
    expect(sheet.getAttribute('transform')).toBeNull();
    const tilted = svg!.querySelector('[data-frame-id="tilted"]')!;
    expect(tilted.getAttribute('transform')).toBe(`rotate(30 ${rect.x} ${rect.y})`);
  });

  it('draws nothing for the overview’s title box, and no SVG without frames', () => {
    expect(draw([overview])!.querySelector('[data-frame-id]')!.childElementCount).toBe(0);
    expect(draw([])).toBeNull();
  });

  it('splits the mounted frames into those drawn in full and as shapes, in the layout’s order', () => {
    const ids = (frames: LaidOutFrame[]) => frames.map((f) => f.id);
    const { inFull, shapes } = drawnInFullOrShape(
      [overview, circle, rect],
      new Set([overview.id, 'why', 'tilted']),
      new Set(['tilted', overview.id]),
    );
    expect(ids(inFull)).toEqual(['why']);
    expect(ids(shapes)).toEqual([overview.id, 'tilted']);
  });
});
