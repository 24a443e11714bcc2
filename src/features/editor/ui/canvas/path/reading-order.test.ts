import { describe, expect, it } from 'vitest';
import { plain } from '../../../../../kernel/document/canvas/crdt/test-support';
import type { CanvasElement } from '../../../../../kernel/document/canvas/model';
import { firstWords, frameInSelection, readingLabel, readingOrder } from './reading-order';
import { smallCanvas } from './test-support';

const placed = { rotation: 0, z: 0, x: 0, y: 0, width: 10, height: 10 };

describe('readingOrder', () => {
  it('reads frames in path order, each top to bottom then left to right, then what no step reaches', () => {
    expect(readingOrder(smallCanvas()).map((entry) => [entry.element.id, entry.depth])).toEqual([
      ['intro', 0],
      ['hello', 1],
      ['heron', 1],
      ['mystery', 1],
      ['rule', 1],
      ['data', 0],
      ['peak', 1],
      ['loose', 0],
    ]);
  });

  it('follows the path when it is reordered', () => {
    const doc = smallCanvas();
    doc.path.reverse();
    expect(readingOrder(doc)[0]!.element.id).toBe('data');
  });

  it('lists only what a frame holds, nested frames included, without the frame', () => {
    const doc = smallCanvas();
    doc.elements.push(
      { kind: 'frame', id: 'nest', parent: 'intro', shape: 'rectangle', ...placed, x: 1300, y: 600 },
      { kind: 'text', id: 'deep', parent: 'nest', ...placed, x: 1310, y: 610, content: plain('Deep') },
    );
    expect(readingOrder(doc, 'intro').map((entry) => [entry.element.id, entry.depth])).toEqual([
      ['hello', 0],
      ['heron', 0],
      ['mystery', 0],
      ['rule', 0],
      ['nest', 0],
      ['deep', 1],
    ]);
    expect(readingOrder(doc, 'loose')).toEqual([]);
  });
});

describe('readingLabel', () => {
  const image = { kind: 'image', id: 'i', ...placed, src: 'media/a.png' } as const;
  it('says what a reader hears first, or why there is nothing', () => {
    const cases: [CanvasElement, unknown][] = [
      [
        { ...image, alt: 'A heron' },
        { type: 'words', words: 'A heron' },
      ],
      [{ ...image, alt: '  ' }, { type: 'needsAlt' }],
      [{ ...image, alt: '', decorative: true }, { type: 'decorative' }],
      [{ kind: 'frame', id: 'f', shape: 'circle', ...placed }, { type: 'untitledFrame' }],
      [{ kind: 'text', id: 't', ...placed, content: plain('') }, { type: 'emptyText' }],
      [
        { kind: 'shape', id: 's', shape: 'arrow', ...placed },
        { type: 'shape', shape: 'arrow' },
      ],
      [
        { kind: 'shape', id: 's', shape: 'rounded', ...placed, content: plain('Go') },
        { type: 'words', words: 'Go' },
      ],
      [
        { kind: 'table', id: 'b', ...placed, columns: [1], rows: [[{ content: plain('') }]] },
        { type: 'emptyTable' },
      ],
      [
        { kind: 'video', id: 'v', ...placed, src: 'media/v.mp4', title: 'Tide' },
        { type: 'words', words: 'Tide' },
      ],
    ];
    for (const [element, label] of cases) expect(readingLabel(element)).toEqual(label);
  });

  it('keeps the first words only', () => {
    expect(firstWords(['one two', 'three  four'], 3)).toBe('one two three…');
    expect(firstWords(['one two'], 3)).toBe('one two');
    expect(firstWords(['  '])).toBe('');
  });
});

describe('frameInSelection', () => {
  it('is the one selected frame, else none', () => {
    const doc = smallCanvas();
    expect(frameInSelection(doc, ['data'])).toBe('data');
    expect(frameInSelection(doc, ['hello'])).toBeUndefined();
    expect(frameInSelection(doc, ['intro', 'data'])).toBeUndefined();
    expect(frameInSelection(doc, [])).toBeUndefined();
  });
});
