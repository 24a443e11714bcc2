// Where a comment belongs: the step whose frame holds its element, and the thread a link opens.
import { describe, expect, it } from 'vitest';
import type { CanvasDocument, CanvasElement } from '../../kernel/document/canvas/model';
import { linkedComment, stepOfElement } from './comment-anchor-rules';

const box = { x: 0, y: 0, width: 100, height: 100, rotation: 0, z: 0 };
const frame = (id: string, parent?: string, at = 0): CanvasElement => ({
  kind: 'frame',
  shape: 'rectangle',
  id,
  ...box,
  x: at,
  ...(parent ? { parent } : {}),
});
const shape = (id: string, x: number, parent?: string): CanvasElement => ({
  kind: 'shape',
  shape: 'rectangle',
  id,
  ...box,
  x,
  width: 10,
  height: 10,
  ...(parent ? { parent } : {}),
});

/** Steps: 0 on frame "intro", 1 on frame "outer", 2 a view over x 1000–1100, 3 on frame "inner". */
const deck: CanvasDocument = {
  version: 3,
  title: 'Deck',
  theme: 'ocean',
  elements: [
    frame('intro'),
    frame('outer', undefined, 300),
    frame('inner', 'outer', 320),
    frame('unvisited', 'outer', 360),
    shape('in-inner', 330, 'inner'),
    shape('in-unvisited', 370, 'unvisited'),
    shape('in-outer', 310, 'outer'),
    shape('on-view', 1040),
    shape('astray', 5000),
  ],
  path: [
    { id: 's0', frame: 'intro' },
    { id: 's1', frame: 'outer' },
    { id: 's2', view: { x: 1000, y: 0, width: 100, height: 100, rotation: 0 } },
    { id: 's3', frame: 'inner' },
    { id: 's4', frame: 'outer' },
  ],
};

describe('stepOfElement', () => {
  it('puts an element on the first step of the innermost frame on the path that holds it', () => {
    expect(stepOfElement(deck, 'in-inner')).toBe(3);
    expect(stepOfElement(deck, 'in-outer')).toBe(1);
  });

  it('climbs past a frame no step shows to the frame around it', () => {
    expect(stepOfElement(deck, 'in-unvisited')).toBe(1);
  });

  it('puts a frame on its own step', () => {
    expect(stepOfElement(deck, 'inner')).toBe(3);
    expect(stepOfElement(deck, 'intro')).toBe(0);
  });

  it('puts an element on the bare canvas on the saved view that holds its centre', () => {
    expect(stepOfElement(deck, 'on-view')).toBe(2);
  });

  it('answers null for an element on no step, and for one that is not in the deck', () => {
    expect(stepOfElement(deck, 'astray')).toBeNull();
    expect(stepOfElement(deck, 'gone')).toBeNull();
  });

  it('stops on a loop of parents instead of walking forever', () => {
    const looped: CanvasDocument = {
      ...deck,
      elements: [frame('a', 'b'), frame('b', 'a', 5000), shape('c', 5000, 'a')],
      path: [],
    };
    expect(stepOfElement(looped, 'c')).toBeNull();
  });
});

describe('linkedComment', () => {
  const comments = [
    { id: 4, parentId: null },
    { id: 7, parentId: 4 },
    { id: 9, parentId: 99 },
  ];

  it('opens a thread by its own id, and by the id of a reply in it', () => {
    expect(linkedComment(comments, '4')).toEqual({ comment: comments[0], thread: comments[0] });
    expect(linkedComment(comments, 7)).toEqual({ comment: comments[1], thread: comments[0] });
  });

  it('opens nothing for a deleted comment, an orphan reply or anything not an id', () => {
    for (const requested of ['5', '9', '', 'abc', '4.5', '1e400', null, undefined])
      expect(linkedComment(comments, requested)).toBeNull();
  });
});
