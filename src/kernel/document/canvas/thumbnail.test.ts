import { describe, expect, it } from 'vitest';
import { buildCanvasDeck, buildCanvasText, plain } from '../../../../test/helpers/canvas-documents';
import { themeFor } from '../themes';
import { renderThumbnailSvg, thumbnailInputOf } from '../thumbnail';
import type { CanvasElement } from './model';
import { firstView, renderCanvasThumbnail } from './thumbnail';

const SIZE = { width: 640, height: 360 };
const ocean = themeFor('ocean');
const draw = (doc = buildCanvasDeck()) => renderCanvasThumbnail(doc, ocean, SIZE);

describe('renderCanvasThumbnail', () => {
  it('is the size of every thumbnail, named by the title, and shows the first words of the first view', () => {
    const svg = draw();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 360" width="640" height="360"/);
    expect(svg).toContain('aria-label="Estuary birds"');
    expect(svg).toContain('<title>Estuary birds</title>');
    expect(svg).toContain('>Birds of the estuary</text>');
    expect(svg).toContain('>Nest</text>');
  });

  it('is what the player opens on: the first step’s frame, not what lies far off', () => {
    expect(firstView(buildCanvasDeck())).toMatchObject({ x: 800, y: 450, width: 1600, height: 900 });
    const svg = draw();
    expect(svg).not.toContain('Far away');
    expect(svg).not.toContain('Heron fishing');
    const fromData = draw(buildCanvasDeck({ path: [{ id: 'data', frame: 'data' }] }));
    expect(fromData).toContain('>Bird</text>');
    expect(fromData).not.toContain('Birds of the estuary');
  });

  it('resolves theme colours and draws text too small to read as a bar', () => {
    const svg = draw();
    // The rounded shape's fill is theme:accent; the frame is the theme's surface.
    expect(svg).toContain(`fill="${ocean.accent}" stroke="#112233"`);
    expect(svg).toContain(`fill="${ocean.surface}" stroke="${ocean.accent}"`);
    expect(svg).not.toContain('theme:');
    expect(svg).not.toContain('Deep inside');
    const bigDeep = draw(buildCanvasDeck({ path: [{ id: 'deep', frame: 'deep' }] }));
    expect(bigDeep).toContain('>Deep inside</text>');
  });

  it('escapes every word it writes', () => {
    const attack = '<script>alert("x")</script>&\'';
    const doc = buildCanvasDeck({ title: attack });
    doc.elements[1] = buildCanvasText({ content: plain(attack) });
    const svg = draw(doc);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
  });

  it('stays small for a deck of 2000 elements in its first view, each with long text', () => {
    const long = 'Lorem ipsum dolor sit amet '.repeat(150);
    const elements: CanvasElement[] = [
      { kind: 'frame', id: 'f', shape: 'rectangle', x: 0, y: 0, width: 1600, height: 900, rotation: 0, z: 0 },
      ...Array.from({ length: 1999 }, (_, i) =>
        buildCanvasText({
          id: `t${i}`,
          parent: 'f',
          x: (i % 40) * 40,
          y: Math.floor(i / 40) * 18,
          width: 400,
          height: 60,
          content: { paragraphs: Array.from({ length: 5 }, () => plain(long, 12).paragraphs[0]!) },
        }),
      ),
    ];
    const svg = draw(buildCanvasDeck({ elements, path: [{ id: 's', frame: 'f' }] }));
    expect(new TextEncoder().encode(svg).length).toBeLessThan(150_000);
  });

  it('is the thumbnail every canvas deck is given, in the theme it is drawn with', () => {
    const doc = buildCanvasDeck();
    const svg = renderThumbnailSvg(thumbnailInputOf(doc), themeFor('sunset'));
    expect(svg).toContain('>Birds of the estuary</text>');
    expect(svg).toContain(themeFor('sunset').surface);
  });
});
