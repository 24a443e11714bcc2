import { describe, expect, it } from 'vitest';
import { parseCanvasDocument } from '../validate';
import { addStep, deleteStep, moveStep, setStepNotes, setStepTitle } from './ops-path';
import { everyKind, session } from './test-support';

const ids = (read: () => { path: { id: string }[] }) => read().path.map((step) => step.id);
const view = { x: 1, y: 2, width: 300, height: 200, rotation: 0 };

describe('the path', () => {
  it('adds steps on a frame and on a view, at the end or at a place, each undone alone', () => {
    const { ydoc, undo, read } = session(everyKind());
    addStep(ydoc, { id: 'v', view });
    addStep(ydoc, { id: 'i', frame: 'inner', title: 'Closer' }, 1);
    expect(ids(read)).toEqual(['s1', 'i', 's2', 's3', 'v']);
    expect(read().path[4]).toEqual({ id: 'v', view });
    expect(() => parseCanvasDocument(read())).not.toThrow();
    undo.undo();
    expect(ids(read)).toEqual(['s1', 's2', 's3', 'v']);
  });

  it('refuses a step on no frame, on a frame and a view at once, or with a taken id', () => {
    const { ydoc, read } = session(everyKind());
    expect(() => addStep(ydoc, { id: 'x', frame: 'pic' })).toThrow(/no frame has id "pic"/);
    expect(() => addStep(ydoc, { id: 'x', frame: 'inner', view })).toThrow(/either a frame or a view/);
    expect(() => addStep(ydoc, { id: 's1', view })).toThrow(/used already/);
    expect(() => addStep(ydoc, { id: 'x', view: { ...view, width: -1 } })).toThrow(/step.view.width/);
    expect(read().path).toEqual(everyKind().path);
  });

  it('moves a step with its fields, undone in one step', () => {
    const { ydoc, undo, read } = session(everyKind());
    moveStep(ydoc, 's1', 2);
    expect(ids(read)).toEqual(['s2', 's3', 's1']);
    expect(read().path[2]).toEqual(everyKind().path[0]);
    moveStep(ydoc, 's3', 0);
    expect(ids(read)).toEqual(['s3', 's2', 's1']);
    undo.undo();
    undo.undo();
    expect(read().path).toEqual(everyKind().path);
  });

  it('deletes a step', () => {
    const { ydoc, read } = session(everyKind());
    deleteStep(ydoc, 's2');
    expect(ids(read)).toEqual(['s1', 's3']);
    expect(() => deleteStep(ydoc, 's2')).toThrow(/no step/);
  });

  it("sets and clears a step's notes and title", () => {
    const { ydoc, undo, read } = session(everyKind());
    setStepNotes(ydoc, 's3', 'Point at the heron');
    setStepTitle(ydoc, 's3', 'Heron');
    expect(read().path[2]).toEqual({ id: 's3', frame: 'inner', notes: 'Point at the heron', title: 'Heron' });
    setStepTitle(ydoc, 's1', '');
    setStepNotes(ydoc, 's1', undefined);
    expect(read().path[0]).toEqual({ id: 's1', frame: 'outer' });
    expect(() => setStepNotes(ydoc, 's1', 'x'.repeat(6000))).toThrow(/step.notes/);
    undo.undo();
    expect(read().path[0]).toEqual({ id: 's1', frame: 'outer', notes: 'Say hello' });
  });
});
