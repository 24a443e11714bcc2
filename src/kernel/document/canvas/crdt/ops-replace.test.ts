// Restoring an earlier version as an edit: the Y.Doc comes to read as the version, changing only
// what differs, so an untouched element keeps its Y.Map, a change made meanwhile elsewhere to
// something the version does not change survives the merge, and Undo takes the restore back.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { CanvasDocument } from '../model';
import { canvasFromYDoc } from './mapping';
import { replaceCanvas } from './ops-replace';
import { plain, session, smallCanvas } from './test-support';
import { elementsOf } from './ydoc';

/** The small canvas as an earlier version had it: another title, no shape nor connector, new words, two steps. */
function earlier(): CanvasDocument {
  const doc = smallCanvas();
  return {
    ...doc,
    title: 'Small, as it was',
    elements: [
      doc.elements[0]!,
      { ...doc.elements[1]!, content: plain('Earlier words') } as CanvasDocument['elements'][number],
      {
        kind: 'shape',
        id: 'e',
        shape: 'ellipse',
        x: 500,
        y: 500,
        width: 50,
        height: 50,
        rotation: 0,
        z: 5,
      },
    ],
    path: [
      { id: 'p1', frame: 'f' },
      { id: 'p2', view: { x: 0, y: 0, width: 800, height: 450, rotation: 0 } },
    ],
  };
}

describe('replacing a canvas with another document', () => {
  it('reads as the other document afterwards, and Undo takes it back', () => {
    const { ydoc, undo, read } = session();
    const before = read();
    expect(replaceCanvas(ydoc, earlier())).toBe(true);
    expect(read()).toEqual(canvasFromYDoc(loadedOf(earlier())));
    undo.undo();
    expect(read()).toEqual(before);
  });

  it('changes nothing when the document is the same, and keeps the Y.Map of an element it keeps', () => {
    const { ydoc } = session();
    const frame = elementsOf(ydoc).get('f');
    expect(replaceCanvas(ydoc, smallCanvas())).toBe(false);
    replaceCanvas(ydoc, earlier());
    expect(elementsOf(ydoc).get('f')).toBe(frame);
  });

  it('merges with a change made meanwhile to what the version does not change', () => {
    const { ydoc } = session();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(ydoc));
    elementsOf(other).get('f')!.set('x', 42);
    replaceCanvas(ydoc, earlier());
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(other));
    Y.applyUpdate(other, Y.encodeStateAsUpdate(ydoc));
    const merged = canvasFromYDoc(ydoc);
    expect(merged.elements.find((e) => e.id === 'f')?.x).toBe(42);
    expect(merged.title).toBe('Small, as it was');
    expect(canvasFromYDoc(other)).toEqual(merged);
  });
});

function loadedOf(doc: CanvasDocument): Y.Doc {
  return session(doc).ydoc;
}
