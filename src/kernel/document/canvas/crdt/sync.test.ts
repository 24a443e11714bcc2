import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { RichText } from '../model';
import { parseCanvasDocument } from '../validate';
import { canvasFromYDoc } from './mapping';
import { addElement, deleteElements } from './ops-elements';
import { moveElements } from './ops-geometry';
import { addStep } from './ops-path';
import { insertText, toggleMark } from './ops-text';
import { plain, session } from './test-support';
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

  it('settles what one person adds to a frame another deletes at the same time', () => {
    const alice = session();
    const bob = { ydoc: new Y.Doc() };
    Y.applyUpdate(bob.ydoc, Y.encodeStateAsUpdate(alice.ydoc));
    deleteElements(alice.ydoc, ['f']);
    const note = {
      kind: 'text',
      id: 'n',
      parent: 'f',
      x: 20,
      y: 20,
      width: 50,
      height: 20,
      rotation: 0,
      z: 9,
    } as const;
    addElement(bob.ydoc, { ...note, content: plain('Late') });
    addStep(bob.ydoc, { id: 'p2', frame: 'f' });
    const stroke = { color: '#000000', width: 1, dash: 'solid' } as const;
    addElement(bob.ydoc, {
      kind: 'connector',
      id: 'k',
      from: 's',
      to: 't',
      x: 0,
      y: 0,
      width: 1,
      height: 1,
      rotation: 0,
      z: 8,
      stroke,
    });
    exchange(alice.ydoc, bob.ydoc);
    const merged = canvasFromYDoc(alice.ydoc);
    expect(canvasFromYDoc(bob.ydoc)).toEqual(merged);
    expect(merged.elements.map((each) => each.id)).toEqual(['s', 'n']);
    expect(merged.elements[1]).not.toHaveProperty('parent');
    expect(merged.path).toEqual([]);
    expect(() => parseCanvasDocument(merged)).not.toThrow();
  });

  it('leaves an element dragged two ways at once where one of the two put it, never between', () => {
    const alice = session();
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.ydoc));
    // One drags it to the right only, the other down only: neither drag changes the other's field.
    moveElements(alice.ydoc, ['s'], 300, 0);
    moveElements(bob, ['s'], 0, 400);
    exchange(alice.ydoc, bob);
    const { x, y } = canvasFromYDoc(bob).elements.find((each) => each.id === 's')!;
    expect(canvasFromYDoc(alice.ydoc)).toEqual(canvasFromYDoc(bob));
    expect([
      { x: 1300, y: 0 },
      { x: 1000, y: 400 },
    ]).toContainEqual({ x, y });
  });

  it('breaks the loop of two frames each moved into the other at once, the same on both sides', () => {
    const alice = session();
    addElement(alice.ydoc, {
      kind: 'frame',
      id: 'g',
      shape: 'circle',
      x: 2000,
      y: 0,
      width: 300,
      height: 300,
      rotation: 0,
      z: 0,
    });
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice.ydoc));
    moveElements(alice.ydoc, ['f'], 1950, -50);
    moveElements(bob, ['g'], -1950, 0);
    exchange(alice.ydoc, bob);
    const merged = canvasFromYDoc(bob);
    expect(canvasFromYDoc(alice.ydoc)).toEqual(merged);
    expect(merged.elements.find((each) => each.id === 'f')).not.toHaveProperty('parent');
    expect(merged.elements.find((each) => each.id === 'g')).toMatchObject({ parent: 'f' });
    expect(() => parseCanvasDocument(merged)).not.toThrow();
    // Editing goes on over the loop the Y.Doc still holds.
    moveElements(bob, ['g'], 5, 5);
    expect(canvasFromYDoc(bob).elements.find((each) => each.id === 'g')).toMatchObject({ x: 55, y: 5 });
  });
});
