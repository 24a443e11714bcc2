// The path: its steps, each a frame or a saved view, their order, titles and notes. A step is a
// Y.Map in a Y.Array; moving one is a delete and an insert of its copy in one transaction, as Y.Array
// has no move, so two people moving the same step at once may leave it twice, which the editor
// shows and either can delete.
import type * as Y from 'yjs';
import { DocumentError, problemsOf } from '../../schema-problems';
import type { PathStep } from '../model';
import { CanvasShellSchema } from '../schema';
import { insertStep, readStep } from './mapping';
import { edit, elementsOf, pathOf, type YStep } from './ydoc';

const StepSchema = CanvasShellSchema.properties.path.items;

function indexOf(ydoc: Y.Doc, stepId: string): number {
  const index = pathOf(ydoc)
    .toArray()
    .findIndex((step) => step.get('id') === stepId);
  if (index < 0) throw new Error(`no step has id "${stepId}"`);
  return index;
}

/** Adds a step on a frame or a view, at `index` (the end by default). */
export function addStep(ydoc: Y.Doc, step: PathStep, index?: number) {
  const problems = problemsOf(StepSchema, step, 'step');
  if ((step.frame === undefined) === (step.view === undefined))
    problems.push('step: a step is either a frame or a view');
  if (step.frame !== undefined && elementsOf(ydoc).get(step.frame)?.get('kind') !== 'frame')
    problems.push(`step.frame: no frame has id "${step.frame}"`);
  if (
    pathOf(ydoc)
      .toArray()
      .some((each) => each.get('id') === step.id) ||
    elementsOf(ydoc).has(step.id)
  )
    problems.push(`step.id: id "${step.id}" is used already`);
  if (problems.length > 0) throw new DocumentError(problems);
  edit(ydoc, () => insertStep(ydoc, step, index));
}

/** Moves a step to `to`, its place in the path once moved. */
export function moveStep(ydoc: Y.Doc, stepId: string, to: number) {
  const from = indexOf(ydoc, stepId);
  edit(ydoc, () => {
    const path = pathOf(ydoc);
    const step = readStep(path.get(from));
    path.delete(from, 1);
    insertStep(ydoc, step, Math.min(Math.max(to, 0), path.length));
  });
}

export function deleteStep(ydoc: Y.Doc, stepId: string) {
  const index = indexOf(ydoc, stepId);
  edit(ydoc, () => pathOf(ydoc).delete(index, 1));
}

function setStepField(ydoc: Y.Doc, stepId: string, field: 'notes' | 'title', given: string | undefined) {
  const value = given === '' ? undefined : given;
  const step: YStep = pathOf(ydoc).get(indexOf(ydoc, stepId));
  if (value !== undefined) {
    const problems = problemsOf(StepSchema.properties[field], value, `step.${field}`);
    if (problems.length > 0) throw new DocumentError(problems);
  }
  edit(ydoc, () => (value === undefined ? step.delete(field) : step.set(field, value)));
}

/** The speaker's notes for a step; empty removes them. */
export const setStepNotes = (ydoc: Y.Doc, stepId: string, notes: string | undefined) =>
  setStepField(ydoc, stepId, 'notes', notes);

/** The step's own title, shown instead of its frame's; empty removes it. */
export const setStepTitle = (ydoc: Y.Doc, stepId: string, title: string | undefined) =>
  setStepField(ydoc, stepId, 'title', title);
