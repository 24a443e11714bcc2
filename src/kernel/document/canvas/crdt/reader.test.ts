import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { canvasFromYDoc, canvasToYDoc } from './mapping';
import { addElement, deleteElements, setProperties } from './ops-elements';
import { moveElements, reparent } from './ops-geometry';
import { bringToFront } from './ops-order';
import { setStepNotes } from './ops-path';
import { addTableRow } from './ops-table';
import { insertText } from './ops-text';
import { canvasReader } from './reader';
import { everyKind } from './test-support';

const elementById = (doc: ReturnType<typeof canvasFromYDoc>, id: string) =>
  doc.elements.find((element) => element.id === id);

describe('canvasReader', () => {
  it('reads what canvasFromYDoc reads after every kind of change', () => {
    const ydoc = canvasToYDoc(everyKind());
    const reader = canvasReader(ydoc);
    const changes = [
      () => moveElements(ydoc, ['box'], 10, 5),
      () => insertText(ydoc, { element: 'title' }, { paragraph: 0, offset: 0 }, 'New '),
      () => addTableRow(ydoc, 'grid', 1),
      () => setProperties(ydoc, 'pic', { opacity: 0.5 }),
      () => bringToFront(ydoc, 'deco'),
      () => reparent(ydoc, ['box']),
      () => setStepNotes(ydoc, 's2', 'Pause here'),
      () => deleteElements(ydoc, ['film']),
      () => addElement(ydoc, { ...elementById(canvasFromYDoc(ydoc), 'box')!, id: 'box2' } as never),
    ];
    expect(reader.read()).toEqual(canvasFromYDoc(ydoc));
    for (const change of changes) {
      change();
      expect(reader.read()).toEqual(canvasFromYDoc(ydoc));
    }
    reader.destroy();
  });

  it('keeps the elements a change did not touch, and reads again the one it did', () => {
    const ydoc = canvasToYDoc(everyKind());
    const reader = canvasReader(ydoc);
    const before = reader.read();
    moveElements(ydoc, ['box'], 10, 5);
    const after = reader.read();
    expect(elementById(after, 'pic')).toBe(elementById(before, 'pic'));
    expect(elementById(after, 'title')).toBe(elementById(before, 'title'));
    expect(elementById(after, 'box')).not.toBe(elementById(before, 'box'));
    insertText(ydoc, { element: 'title' }, { paragraph: 0, offset: 0 }, 'New ');
    expect(elementById(reader.read(), 'title')).not.toBe(elementById(after, 'title'));
  });

  it('follows changes merged from another replica', () => {
    const ydoc = canvasToYDoc(everyKind());
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(ydoc));
    const reader = canvasReader(ydoc);
    reader.read();
    setProperties(other, 'pic', { opacity: 0.25 });
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(other));
    expect(reader.read()).toEqual(canvasFromYDoc(ydoc));
    expect(elementById(reader.read(), 'pic')).toMatchObject({ opacity: 0.25 });
  });
});
