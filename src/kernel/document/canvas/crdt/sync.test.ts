import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { RichText } from '../model';
import { parseCanvasDocument } from '../validate';
import { canvasFromYDoc } from './mapping';
import { moveElements } from './ops-geometry';
import { insertText, toggleMark } from './ops-text';
import { session } from './test-support';
import { canvasUndoManager } from './ydoc';

/** Sends each replica what the other has and it lacks, as the sync protocol's second step does. */
function exchange(a: Y.Doc, b: Y.Doc) {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB, 'remote');
  Y.applyUpdate(a, toA, 'remote');
}

describe('two people editing at once', () => {
  it('keeps both moves and both edits of one text box, and each Undo takes back only its own', () => {
    const alice = session();
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.ydoc));
    const bobUndo = canvasUndoManager(bob);
    const t = { element: 't' };

    moveElements(alice.ydoc, ['t'], 0, 10);
    insertText(alice.ydoc, t, { paragraph: 0, offset: 5 }, ',');
    moveElements(bob, ['s'], 0, 200);
    toggleMark(bob, t, { from: { paragraph: 0, offset: 6 }, to: { paragraph: 0, offset: 11 } }, 'bold');
    insertText(bob, t, { paragraph: 1, offset: 6 }, '!');
    exchange(alice.ydoc, bob);

    const merged = canvasFromYDoc(bob);
    expect(canvasFromYDoc(alice.ydoc)).toEqual(merged);
    expect(merged.elements.find((each) => each.id === 't')).toMatchObject({ x: 100, y: 110, parent: 'f' });
    expect(merged.elements.find((each) => each.id === 's')).toMatchObject({ x: 1000, y: 200 });
    const text = (merged.elements.find((each) => each.id === 't') as { content: RichText }).content;
    expect(text).toEqual({
      paragraphs: [
        { runs: [{ text: 'Hello, ' }, { text: 'world', bold: true }] },
        { runs: [{ text: 'Second!' }] },
      ],
    });
    expect(() => parseCanvasDocument(merged)).not.toThrow();

    bobUndo.undo();
    bobUndo.undo();
    bobUndo.undo();
    exchange(alice.ydoc, bob);
    const afterUndo = canvasFromYDoc(alice.ydoc);
    expect(afterUndo.elements.find((each) => each.id === 's')).toMatchObject({ x: 1000, y: 0 });
    expect(afterUndo.elements.find((each) => each.id === 't')).toMatchObject({
      y: 110,
      content: { paragraphs: [{ runs: [{ text: 'Hello, world' }] }, { runs: [{ text: 'Second' }] }] },
    });
    expect(alice.undo.undoStack).toHaveLength(2);
  });
});
