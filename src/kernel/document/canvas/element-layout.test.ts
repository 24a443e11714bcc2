import { describe, expect, it } from 'vitest';
import { buildCanvasDeck, buildCanvasText, plain } from '../../../../test/helpers/canvas-documents';
import { layoutDocument } from '../layout';
import { drawingOrder, layoutCanvasElements } from './element-layout';
import type { CanvasElement } from './model';
import { fitText } from './text-fit';
import { parseCanvasDocument } from './validate';

const frame = (id: string, z: number, parent?: string): CanvasElement => ({
  kind: 'frame',
  id,
  shape: 'rectangle',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  rotation: 0,
  z,
  ...(parent ? { parent } : {}),
});
const text = (id: string, z: number, parent?: string): CanvasElement => ({
  ...buildCanvasText({ id, z, content: plain(id) }),
  ...(parent ? { parent } : { parent: undefined }),
});

describe('laying out a canvas deck’s elements', () => {
  it('is a valid deck to start from', () => {
    expect(() => parseCanvasDocument(buildCanvasDeck())).not.toThrow();
  });

  it('lays out every element by its centre, with the frame it sits in', () => {
    const layout = layoutDocument(buildCanvasDeck());
    const heron = layout.elements!.find((laid) => laid.element.id === 'heron')!;
    expect(heron).toMatchObject({ x: 1350, y: 250, width: 400, height: 300, frame: 'intro' });
    const intro = layout.elements!.find((laid) => laid.element.id === 'intro')!;
    expect(intro.frame).toBeUndefined();
    expect(layout.elements!.map((laid) => laid.z)).toEqual(layout.elements!.map((_, i) => i));
  });

  it('draws siblings by z and a frame before what sits in it, whatever their z', () => {
    const order = drawingOrder([
      text('inA', -5, 'a'),
      frame('b', 1),
      frame('a', 0),
      text('loose', 0.5),
      text('inB', 0, 'b'),
      frame('c', 1),
    ]).map((element) => element.id);
    expect(order).toEqual(['a', 'inA', 'loose', 'b', 'inB', 'c']);
  });

  it('keeps the order across edits that leave the stacking alone, and hands back the edited elements', () => {
    const elements = [frame('b', 1), frame('a', 0), text('inB', 0, 'b'), text('loose', 0.5)];
    expect(drawingOrder(elements).map((element) => element.id)).toEqual(['a', 'loose', 'b', 'inB']);
    const moved = { ...elements[3]!, x: 99 };
    const after = drawingOrder([elements[0]!, elements[1]!, elements[2]!, moved]);
    expect(after[1]).toBe(moved);
    const raised = { ...moved, z: 2 };
    expect(
      drawingOrder([elements[0]!, elements[1]!, elements[2]!, raised]).map((element) => element.id),
    ).toEqual(['a', 'b', 'inB', 'loose']);
    const reparented = { ...raised, parent: 'a' };
    expect(
      drawingOrder([elements[0]!, elements[1]!, elements[2]!, reparented]).map((element) => element.id),
    ).toEqual(['a', 'loose', 'b', 'inB']);
  });

  it('lays a text out with its main size at 16 px, and a frame 960 px along its longer side', () => {
    const layout = layoutDocument(buildCanvasDeck());
    const unit = (id: string) => layout.elements!.find((laid) => laid.element.id === id)!.unit;
    expect(unit('tiny')).toBeCloseTo(0.8 / 16);
    expect(unit('intro')).toBeCloseTo(1600 / 960);
    expect(unit('far')).toBeCloseTo(20 / 16); // no size: the body's 20 world units
  });

  it('shrinks an autoFit text until it is estimated to fit, and leaves a short one alone', () => {
    const long = { paragraphs: [{ runs: [{ text: 'word '.repeat(200), size: 20 }] }] };
    const fit = fitText(long, { width: 400, height: 200 });
    expect(fit).toBeLessThan(1);
    expect(fit).toBeGreaterThanOrEqual(0.25);
    expect(fitText(plain('Short', 20), { width: 400, height: 200 })).toBe(1);
    const laid = layoutCanvasElements([
      buildCanvasText({ parent: undefined, autoFit: true, content: long, width: 400, height: 200 }),
    ]);
    expect(laid[0]!.fit).toBe(fit);
  });

  it('runs a connector between the edges of the elements it joins', () => {
    const layout = layoutDocument(buildCanvasDeck());
    const link = layout.elements!.find((laid) => laid.element.id === 'link')!;
    // "box" is 100–400 across, "oval" 700–1000; both centred on y 550.
    expect(link.line).toEqual({ x1: 400, y1: 550, x2: 700, y2: 550 });
    expect(link.width).toBeGreaterThan(300);
  });

  it('hands back the entries of the elements an edit did not touch, and a connector whose end moved anew', () => {
    const { elements } = buildCanvasDeck();
    const before = layoutCanvasElements(elements);
    const moved = elements.map((element) =>
      element.id === 'box' ? { ...element, x: element.x + 50 } : element,
    );
    const after = layoutCanvasElements(moved);
    const entry = (laid: typeof before, id: string) => laid.find((each) => each.element.id === id);
    expect(entry(after, 'oval')).toBe(entry(before, 'oval'));
    expect(entry(after, 'box')).not.toBe(entry(before, 'box'));
    expect(entry(after, 'box')?.x).toBe((entry(before, 'box')?.x ?? 0) + 50);
    expect(entry(after, 'link')).not.toBe(entry(before, 'link'));
    expect(entry(after, 'link')?.line?.x1).toBe(450);
  });

  it('leaves the elements out of decks of other schemas', async () => {
    const { buildDeck } = await import('../../../../test/helpers/documents');
    expect(layoutDocument(buildDeck()).elements).toBeUndefined();
  });
});
