import { describe, expect, it } from 'vitest';
import type { CanvasDocument, CanvasElement } from '../../../../kernel/document/canvas/model';
import { descendantsOf, nextInTabOrder, selectionFor, tabOrder } from './selection-rules';

const at = (id: string, x: number, y: number, extra: Partial<CanvasElement> = {}): CanvasElement =>
  ({
    kind: 'shape',
    shape: 'rectangle',
    id,
    x,
    y,
    width: 10,
    height: 10,
    rotation: 0,
    z: 0,
    ...extra,
  }) as CanvasElement;

const doc = (elements: CanvasElement[]): CanvasDocument => ({
  version: 3,
  title: 'Test',
  theme: 'default' as CanvasDocument['theme'],
  elements,
  path: [],
});

describe('selectionFor', () => {
  const document = doc([at('a', 0, 0, { group: 'g' }), at('b', 20, 0, { group: 'g' }), at('c', 40, 0)]);

  it('picks a group as one', () => {
    expect(selectionFor(document, [], 'a', false)).toEqual(['a', 'b']);
  });
  it('keeps the selection when a selected element is pressed, to drag it all', () => {
    const selection = ['a', 'b', 'c'];
    expect(selectionFor(document, selection, 'c', false)).toBe(selection);
  });
  it('adds and takes out with Shift', () => {
    expect(selectionFor(document, ['c'], 'a', true)).toEqual(['c', 'a', 'b']);
    expect(selectionFor(document, ['c', 'a', 'b'], 'b', true)).toEqual(['c']);
  });
});

describe('descendantsOf', () => {
  it('carries what frames hold, at every depth', () => {
    const document = doc([
      at('outer', 0, 0, { kind: 'frame', shape: 'rectangle' } as never),
      at('inner', 0, 0, { kind: 'frame', shape: 'rectangle', parent: 'outer' } as never),
      at('deep', 0, 0, { parent: 'inner' }),
      at('free', 0, 0),
    ]);
    expect([...descendantsOf(document, ['outer'])].sort()).toEqual(['deep', 'inner', 'outer']);
  });
});

describe('tabOrder', () => {
  it('reads top to bottom, left to right, a frame before what it holds', () => {
    const document = doc([
      at('bottom', 0, 100),
      at('right', 50, 0),
      at('frame', 0, 0, { kind: 'frame', shape: 'rectangle', width: 40, height: 40 } as never),
      at('inside', 5, 5, { parent: 'frame' }),
      at('line', 0, 0, { kind: 'connector', from: 'right', to: 'bottom' } as never),
    ]);
    expect(tabOrder(document).map((element) => element.id)).toEqual(['frame', 'inside', 'right', 'bottom']);
  });

  it('walks on from the selection and ends at either end', () => {
    const document = doc([at('a', 0, 0), at('b', 0, 50)]);
    expect(nextInTabOrder(document, undefined, false)?.id).toBe('a');
    expect(nextInTabOrder(document, 'a', false)?.id).toBe('b');
    expect(nextInTabOrder(document, 'b', false)).toBeNull();
    expect(nextInTabOrder(document, 'a', true)).toBeNull();
  });
});
