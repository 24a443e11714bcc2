import { describe, expect, it } from 'vitest';
import { parseCanvasDocument } from '../validate';
import { addElement } from './ops-elements';
import { moveElements, reparent, resizeElement, rotateElement } from './ops-geometry';
import { everyKind, plain, session } from './test-support';

const frame = (id: string, x: number, y: number, size: number, parent?: string) =>
  ({
    kind: 'frame',
    id,
    shape: 'rectangle',
    x,
    y,
    width: size,
    height: size,
    rotation: 0,
    z: 1,
    ...(parent ? { parent } : {}),
  }) as const;

describe('moving elements', () => {
  it('moves an element out of its frame onto the canvas, its connector following, in one step of Undo', () => {
    const { ydoc, undo, read, element } = session();
    const before = read();
    moveElements(ydoc, ['t'], 1000, 0);
    expect(element('t')).toMatchObject({ x: 1100, y: 100 });
    expect(element('t')).not.toHaveProperty('parent');
    expect(element('c')).toMatchObject({ x: 1050, y: 50, width: 100, height: 75 });
    expect(() => parseCanvasDocument(read())).not.toThrow();
    undo.undo();
    expect(read()).toEqual(before);
  });

  it('puts an element whose centre lands in nested frames into the smallest of them', () => {
    const { ydoc, element } = session();
    addElement(ydoc, frame('g', 50, 50, 200, 'f'));
    moveElements(ydoc, ['s'], -900, 100);
    expect(element('s')).toMatchObject({ x: 100, y: 100, parent: 'g' });
  });

  it('moves a frame with everything inside it, which stays inside it', () => {
    const { ydoc, element } = session();
    addElement(ydoc, frame('g', 50, 50, 200, 'f'));
    addElement(ydoc, {
      kind: 'text',
      id: 'deep',
      parent: 'g',
      x: 60,
      y: 60,
      width: 10,
      height: 10,
      rotation: 0,
      z: 3,
      content: plain('x'),
    });
    moveElements(ydoc, ['f'], 10, 20);
    expect(element('t')).toMatchObject({ x: 110, y: 120, parent: 'f' });
    expect(element('g')).toMatchObject({ x: 60, y: 70, parent: 'f' });
    expect(element('deep')).toMatchObject({ x: 70, y: 80, parent: 'g' });
    expect(element('s')).toMatchObject({ x: 1000, y: 0 });
    expect(element('c')).toMatchObject({ x: 160, y: 50, width: 890, height: 95 });
    expect(element('f')).not.toHaveProperty('parent');
  });

  it('moves a frame into another frame, and never into itself', () => {
    const { ydoc, element } = session();
    addElement(ydoc, frame('g', 1000, 1000, 100));
    moveElements(ydoc, ['g'], -900, -900);
    expect(element('g')).toMatchObject({ parent: 'f' });
    moveElements(ydoc, ['f'], 1, 1);
    expect(element('f')).not.toHaveProperty('parent');
  });

  it('finds the frame under a point inside a rotated frame', () => {
    const { ydoc, element } = session();
    addElement(ydoc, { ...frame('tilted', 2000, 0, 100), width: 400, height: 20, rotation: 90 });
    // Turned upright, the frame spans x 2190–2210 and y -190–210.
    moveElements(ydoc, ['s'], 1150, 50);
    expect(element('s')).toMatchObject({ parent: 'tilted' });
  });

  it('reparent puts elements where their centres lie without moving them', () => {
    const { ydoc, element } = session();
    addElement(ydoc, {
      kind: 'shape',
      id: 'loose',
      shape: 'ellipse',
      x: 10,
      y: 10,
      width: 10,
      height: 10,
      rotation: 0,
      z: 7,
    });
    reparent(ydoc, ['loose']);
    expect(element('loose')).toMatchObject({ x: 10, y: 10, parent: 'f' });
  });
});

describe('resizing and rotating', () => {
  it("scales a frame's contents with it and its connectors follow", () => {
    const { ydoc, undo, read, element } = session();
    const before = read();
    resizeElement(ydoc, 'f', { x: 0, y: 0, width: 800, height: 200 });
    expect(element('f')).toMatchObject({ width: 800, height: 200 });
    expect(element('t')).toMatchObject({ x: 200, y: 50, width: 200, height: 25 });
    expect(element('c')).toMatchObject({ x: 300, y: 50, width: 750, height: 12.5 });
    undo.undo();
    expect(read()).toEqual(before);
  });

  it('scales the font sizes written in the text a frame holds', () => {
    const { ydoc, element } = session(everyKind());
    resizeElement(ydoc, 'outer', { x: 0, y: 0, width: 2000, height: 1600 });
    const title = element('title') as { content: { paragraphs: { runs: { size?: number }[] }[] } };
    expect(title.content.paragraphs[1]?.runs[1]?.size).toBe(96);
    expect(element('inner')).toMatchObject({ x: 200, y: 200, width: 600, height: 600 });
  });

  it('resizes an element that is not a frame alone, never below the smallest size', () => {
    const { ydoc, element } = session();
    resizeElement(ydoc, 's', { x: 5, y: 5, width: 0, height: 30 });
    expect(element('s')).toMatchObject({ x: 5, y: 5, width: 0.01, height: 30 });
  });

  it("turns a frame's contents about its centre", () => {
    const { ydoc, undo, read, element } = session();
    const before = read();
    rotateElement(ydoc, 'f', 90);
    expect(element('f')).toMatchObject({ rotation: 90 });
    const t = element('t');
    expect(t.x).toBeCloseTo(225);
    expect(t.y).toBeCloseTo(125);
    expect(t.rotation).toBe(90);
    undo.undo();
    expect(read()).toEqual(before);
  });

  it('keeps rotations between 0 and 360', () => {
    const { ydoc, element } = session();
    rotateElement(ydoc, 's', -90);
    expect(element('s').rotation).toBe(270);
    rotateElement(ydoc, 's', 720);
    expect(element('s').rotation).toBe(0);
  });
});
