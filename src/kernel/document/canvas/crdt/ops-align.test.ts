import { describe, expect, it } from 'vitest';
import type { CanvasDocument, CanvasElement } from '../model';
import { alignElements, distributeElements } from './ops-align';
import { session } from './test-support';

const shape = (id: string, x: number, y: number, width = 100, height = 100): CanvasElement => ({
  kind: 'shape',
  id,
  shape: 'rectangle',
  x,
  y,
  width,
  height,
  rotation: 0,
  z: 0,
});

const deck = (elements: CanvasElement[]): CanvasDocument => ({
  version: 3,
  title: 'Align',
  theme: 'ocean',
  elements,
  path: [],
});

const three = () => deck([shape('a', 0, 0), shape('b', 300, 50, 50, 200), shape('c', 1000, 500, 200, 100)]);

describe('aligning elements', () => {
  const cases = [
    ['left', 'x', [0, 0, 0]],
    ['right', 'x', [1100, 1150, 1000]],
    ['center', 'x', [550, 575, 500]],
    ['top', 'y', [0, 0, 0]],
    ['bottom', 'y', [500, 400, 500]],
    ['middle', 'y', [250, 200, 250]],
  ] as const;
  for (const [edge, axis, expected] of cases) {
    it(`lines them up on the ${edge}, in one step of Undo`, () => {
      const { ydoc, undo, element } = session(three());
      const other = axis === 'x' ? 'y' : 'x';
      const before = ['a', 'b', 'c'].map((id) => element(id)[other]);
      alignElements(ydoc, ['a', 'b', 'c'], edge);
      expect(['a', 'b', 'c'].map((id) => element(id)[axis])).toEqual(expected);
      expect(['a', 'b', 'c'].map((id) => element(id)[other])).toEqual(before);
      undo.undo();
      expect(['a', 'b', 'c'].map((id) => element(id).x)).toEqual([0, 300, 1000]);
      expect(['a', 'b', 'c'].map((id) => element(id).y)).toEqual([0, 50, 500]);
    });
  }

  it('carries a frame’s contents, moves a selected child only with its frame, and leaves connectors to follow', () => {
    const { ydoc, undo, element } = session();
    alignElements(ydoc, ['f', 't', 's', 'c'], 'top');
    expect(element('s').y).toBe(0);
    expect(element('f').y).toBe(0);
    expect(element('t').y).toBe(100);
    alignElements(ydoc, ['f', 't', 's'], 'left');
    expect(element('s').x).toBe(0);
    expect(element('t').x).toBe(100);
    expect(element('t').parent).toBe('f');
    // The connector runs from the text's centre to the shape's, wherever they went.
    expect(element('c').x).toBe(50);
    undo.undo();
    expect(element('s').x).toBe(1000);
    expect(element('c').x).toBe(150);
  });

  it('puts an element moved into a frame inside it', () => {
    const { ydoc, element } = session();
    alignElements(ydoc, ['f', 's'], 'left');
    expect(element('s').parent).toBe('f');
  });

  it('does nothing for fewer than two elements', () => {
    const { ydoc, undo, element } = session(three());
    alignElements(ydoc, ['b'], 'left');
    expect(element('b').x).toBe(300);
    expect(undo.undoStack).toHaveLength(0);
  });
});

describe('distributing elements', () => {
  it('makes the gaps between neighbours equal, keeping the outer two, in one step of Undo', () => {
    const { ydoc, undo, element } = session(three());
    distributeElements(ydoc, ['c', 'a', 'b'], 'horizontal');
    // 1200 wide in all, 350 of it taken: two gaps of 425.
    expect(['a', 'b', 'c'].map((id) => element(id).x)).toEqual([0, 525, 1000]);
    expect(element('b').y).toBe(50);
    undo.undo();
    expect(element('b').x).toBe(300);
  });

  it('distributes vertically', () => {
    const { ydoc, element } = session(three());
    distributeElements(ydoc, ['a', 'b', 'c'], 'vertical');
    // 600 high in all, 400 of it taken: two gaps of 100.
    expect(['a', 'b', 'c'].map((id) => element(id).y)).toEqual([0, 200, 500]);
    expect(element('b').x).toBe(300);
  });

  it('does nothing for fewer than three elements', () => {
    const { ydoc, undo } = session(three());
    distributeElements(ydoc, ['a', 'c'], 'horizontal');
    expect(undo.undoStack).toHaveLength(0);
  });
});
