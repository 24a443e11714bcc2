import { describe, expect, it } from 'vitest';
import { addElement } from './crdt/ops-elements';
import { counterIds, loaded, smallCanvas } from './crdt/test-support';
import type { CanvasDocument, ImageElement } from './model';
import {
  fitted,
  type InsertContext,
  newConnector,
  newFrame,
  newImage,
  newShape,
  newTable,
  newTextBox,
  newTextSize,
  newVideo,
  topZ,
} from './new-elements';
import { parseCanvasDocument } from './validate';

const context = (over: Partial<InsertContext> = {}): InsertContext => ({
  document: smallCanvas(),
  centre: { x: 2000, y: 2000 },
  unitsPerPixel: 1,
  newId: counterIds(),
  ...over,
});

/** The document with the element added, checked whole as the server checks a save. */
function accepted(document: CanvasDocument, element: CanvasDocument['elements'][number]) {
  const ydoc = loaded(document);
  addElement(ydoc, element);
  return parseCanvasDocument({ ...document, elements: [...document.elements, element] });
}

describe('new elements', () => {
  it('centres a text box of one empty paragraph on the view, on top of everything', () => {
    const text = newTextBox(context());
    expect(text).toMatchObject({ id: 'n1', kind: 'text', x: 1840, y: 1976, width: 320, height: 48, z: 5 });
    expect(text.content).toEqual({ paragraphs: [{ runs: [] }] });
    expect(text.parent).toBeUndefined();
    accepted(smallCanvas(), text);
  });

  it('sizes by the zoom: ten times further out, ten times larger in the world', () => {
    const near = newFrame(context(), 'circle');
    const far = newFrame(context({ unitsPerPixel: 10 }), 'circle');
    expect(far.width).toBeCloseTo(near.width * 10);
    expect(far.height / far.width).toBeCloseTo(9 / 16);
    expect(newTextSize(10)).toBe(200);
  });

  it('lands inside the smallest frame under the centre', () => {
    const shape = newShape(context({ centre: { x: 200, y: 200 }, unitsPerPixel: 0.1 }), 'triangle');
    expect(shape.parent).toBe('f');
    accepted(smallCanvas(), shape);
  });

  it('makes every shape kind and frame shape the schema accepts', () => {
    for (const kind of ['rectangle', 'rounded', 'ellipse', 'triangle', 'line', 'arrow'] as const)
      accepted(smallCanvas(), newShape(context(), kind));
    for (const shape of ['rectangle', 'circle', 'bracket', 'invisible'] as const)
      accepted(smallCanvas(), newFrame(context(), shape));
    expect(newShape(context(), 'arrow').fill).toBeUndefined();
  });

  it('makes a 3×3 table with a header row', () => {
    const table = newTable(context());
    expect(table.rows).toHaveLength(3);
    expect(table.rows.every((row) => row.length === 3)).toBe(true);
    expect(table.headerRow).toBe(true);
    accepted(smallCanvas(), table);
  });

  it('fits a picture in its box without enlarging it, keeping its shape', () => {
    expect(fitted({ width: 4000, height: 2000 }, { width: 480, height: 360 })).toEqual({
      width: 480,
      height: 240,
    });
    expect(fitted({ width: 100, height: 50 }, { width: 480, height: 360 })).toEqual({
      width: 100,
      height: 50,
    });
    const image = newImage(context(), { src: 'media/a.png', alt: ' A heron ', width: 1000, height: 1000 });
    expect(image).toMatchObject({ width: 360, height: 360, alt: 'A heron' });
    accepted(smallCanvas(), image);
  });

  it('marks a decorative picture and leaves its alt empty', () => {
    const image: ImageElement = newImage(context(), {
      src: 'media/a.png',
      alt: 'ignored',
      decorative: true,
      width: 10,
      height: 10,
    });
    expect(image).toMatchObject({ alt: '', decorative: true });
    accepted(smallCanvas(), image);
  });

  it('makes a video of a recording', () => {
    const video = newVideo(context(), { src: 'recording:abcdefabcdef', title: 'My talk' });
    expect(video).toMatchObject({ kind: 'video', width: 480, height: 270 });
    accepted(smallCanvas(), video);
  });

  it('joins two elements with an arrow connector', () => {
    const connector = newConnector(context(), 't', 's');
    expect(connector).toMatchObject({ kind: 'connector', from: 't', to: 's', arrowEnd: true, z: 5 });
    accepted(smallCanvas(), connector);
    expect(() => newConnector(context(), 't', 'gone')).toThrow('gone');
  });

  it('starts an empty canvas at z 0', () => {
    expect(topZ({ ...smallCanvas(), elements: [] })).toBe(0);
  });
});
