import { describe, expect, it } from 'vitest';
import { parseCanvasDocument } from '../validate';
import { duplicate } from './ops-duplicate';
import { bringForward, bringToFront, group, sendBackward, sendToBack, ungroup } from './ops-order';
import { counterIds, everyKind, richText, session } from './test-support';

describe('the stacking order', () => {
  const order = (read: () => { elements: { id: string }[] }) => read().elements.map((each) => each.id);

  it('brings an element forward by writing its own z only, half way between its new neighbours', () => {
    const { ydoc, undo, read, element } = session();
    bringForward(ydoc, 'f');
    expect(order(read)).toEqual(['t', 'f', 's', 'c']);
    expect(element('f').z).toBe(2.5);
    expect(
      read()
        .elements.filter((each) => each.id !== 'f')
        .map((each) => each.z),
    ).toEqual([2, 3, 4]);
    undo.undo();
    expect(order(read)).toEqual(['f', 't', 's', 'c']);
  });

  it('sends backward, to the front and to the back', () => {
    const { ydoc, read, element } = session();
    sendBackward(ydoc, 's');
    expect(order(read)).toEqual(['f', 's', 't', 'c']);
    bringToFront(ydoc, 'f');
    expect(order(read)).toEqual(['s', 't', 'c', 'f']);
    expect(element('f').z).toBe(5);
    sendToBack(ydoc, 'c');
    expect(order(read)).toEqual(['c', 's', 't', 'f']);
    bringToFront(ydoc, 'f');
    sendToBack(ydoc, 'c');
    expect(order(read)).toEqual(['c', 's', 't', 'f']);
  });

  it('renumbers the order when no number is left between two neighbours', () => {
    const doc = session().read();
    doc.elements = doc.elements.map((each) => ({ ...each, z: 7 }));
    const { ydoc, read } = session(doc);
    bringForward(ydoc, 'c');
    expect(order(read)).toEqual(['f', 'c', 's', 't']);
    expect(read().elements.map((each) => each.z)).toEqual([0, 1, 2, 3]);
  });

  it('keeps halving until the numbers run out, then renumbers, and still orders correctly', () => {
    const { ydoc, read, element } = session();
    // Each step puts one of t and s just above f: the z between them halves towards f's.
    for (let i = 0; i < 100; i++) {
      sendBackward(ydoc, 's');
      sendBackward(ydoc, 't');
    }
    expect(order(read)).toEqual(['f', 't', 's', 'c']);
    expect(element('f').z).toBe(0);
  });
});

describe('groups', () => {
  it('groups elements and ungroups every member of the group', () => {
    const { ydoc, undo, element } = session();
    group(ydoc, ['t', 's'], 'g9');
    expect(element('t').group).toBe('g9');
    expect(element('s').group).toBe('g9');
    ungroup(ydoc, ['s']);
    expect(element('t')).not.toHaveProperty('group');
    expect(element('s')).not.toHaveProperty('group');
    undo.undo();
    expect(element('t').group).toBe('g9');
  });
});

describe('duplicating', () => {
  it('copies a frame with its contents under new ids, on top, offset, with new groups', () => {
    const { ydoc, undo, read, element } = session(everyKind());
    const copies = duplicate(ydoc, ['outer'], { newId: counterIds(), dx: 10, dy: 0 });
    expect([...copies.keys()]).toEqual(['outer', 'inner', 'title', 'pic', 'deco']);
    expect([...copies.values()]).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    expect(element('n3')).toMatchObject({ parent: 'n2', x: 160, content: richText });
    expect(element('n4')).toMatchObject({ parent: 'n1', group: 'n6', z: 12 });
    expect(element('n5')).toMatchObject({ group: 'n6' });
    expect(element('n1')).not.toHaveProperty('parent');
    expect(() => parseCanvasDocument(read())).not.toThrow();
    undo.undo();
    expect(read()).toEqual(session(everyKind()).read());
  });

  it('copies a connector with its ends, joining the copies', () => {
    const { ydoc, element } = session();
    duplicate(ydoc, ['t', 's', 'c'], { newId: counterIds() });
    expect(element('n3')).toMatchObject({ from: 'n1', to: 'n2', x: 170, y: 70 });
  });
});
