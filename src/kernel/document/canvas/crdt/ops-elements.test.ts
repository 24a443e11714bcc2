import { describe, expect, it } from 'vitest';
import { parseCanvasDocument } from '../validate';
import { addElement, deleteElements, setProperties } from './ops-elements';
import { everyKind, plain, session, smallCanvas } from './test-support';

const note = {
  kind: 'text',
  id: 'n',
  x: 10,
  y: 10,
  width: 50,
  height: 20,
  rotation: 0,
  z: 9,
  content: plain('Note'),
} as const;

describe('adding elements', () => {
  it('adds a valid element, which Undo takes away and Redo brings back', () => {
    const { ydoc, undo, read, element } = session();
    addElement(ydoc, { ...note, parent: 'f' });
    expect(element('n')).toEqual({ ...note, parent: 'f' });
    undo.undo();
    expect(element('n')).toBeUndefined();
    undo.redo();
    expect(element('n')).toEqual({ ...note, parent: 'f' });
    expect(() => parseCanvasDocument(read())).not.toThrow();
  });

  it('refuses an element its schema refuses, a taken id and a parent that is not a frame', () => {
    const { ydoc, read } = session();
    const before = read();
    expect(() => addElement(ydoc, { ...note, width: -1 })).toThrow(/element.width/);
    expect(() => addElement(ydoc, { ...note, id: 't' })).toThrow(/used already/);
    expect(() => addElement(ydoc, { ...note, parent: 's' })).toThrow(/no frame has id "s"/);
    expect(read()).toEqual(before);
  });

  it("draws a new connector between its ends' centres, whatever box it was given", () => {
    const { ydoc, element } = session();
    const stroke = { color: '#000000', width: 1, dash: 'solid' } as const;
    addElement(ydoc, {
      kind: 'connector',
      id: 'k',
      from: 's',
      to: 'f',
      x: 0,
      y: 0,
      width: 1,
      height: 1,
      rotation: 0,
      z: 5,
      stroke,
    });
    expect(element('k')).toMatchObject({ x: 200, y: 50, width: 850, height: 150 });
  });
});

describe('deleting elements', () => {
  it("deletes a frame with what it holds, the connectors to any of it and the path's steps on it", () => {
    const { ydoc, undo, read } = session();
    deleteElements(ydoc, ['f']);
    expect(read().elements.map((each) => each.id)).toEqual(['s']);
    expect(read().path).toEqual([]);
    expect(() => parseCanvasDocument(read())).not.toThrow();
    undo.undo();
    expect(read()).toEqual(session().read());
  });

  it('deletes nested frames all the way down, and keeps what lies elsewhere', () => {
    const { ydoc, read } = session(everyKind());
    deleteElements(ydoc, ['outer']);
    expect(
      read()
        .elements.map((each) => each.id)
        .sort(),
    ).toEqual(['box', 'film', 'grid']);
    expect(read().path.map((step) => step.id)).toEqual(['s2']);
    expect(() => parseCanvasDocument(read())).not.toThrow();
  });
});

describe('setting properties', () => {
  it('sets and removes properties in one step of Undo', () => {
    const { ydoc, undo, element } = session(everyKind());
    setProperties(ydoc, 'pic', { opacity: 0.8, crop: undefined, alt: 'A grey heron' });
    expect(element('pic')).toMatchObject({ opacity: 0.8, alt: 'A grey heron' });
    expect(element('pic')).not.toHaveProperty('crop');
    undo.undo();
    expect(element('pic')).toEqual(everyKind().elements.find((each) => each.id === 'pic'));
  });

  it("changes a shape's kind, fill and stroke", () => {
    const { ydoc, element } = session();
    setProperties(ydoc, 's', {
      shape: 'ellipse',
      fill: 'theme:accent',
      stroke: { color: '#ff0000', width: 3, dash: 'dotted' },
    });
    expect(element('s')).toMatchObject({ shape: 'ellipse', fill: 'theme:accent', stroke: { width: 3 } });
  });

  it("refuses a value the element's schema refuses, a required property removed and a placement field", () => {
    const { ydoc, read } = session(everyKind());
    const before = read();
    expect(() => setProperties(ydoc, 'pic', { opacity: 2 })).toThrow(/pic.opacity/);
    expect(() => setProperties(ydoc, 'box', { shape: 'star' })).toThrow(/box.shape/);
    expect(() => setProperties(ydoc, 'pic', { src: undefined })).toThrow(/pic.src: is required/);
    expect(() => setProperties(ydoc, 'pic', { x: 5 })).toThrow(/not a property of a image/);
    expect(() => setProperties(ydoc, 'pic', { title: 'x' })).toThrow(/not a property/);
    expect(read()).toEqual(before);
  });
});

it('keeps the small canvas valid to begin with', () => {
  expect(() => parseCanvasDocument(smallCanvas())).not.toThrow();
});
