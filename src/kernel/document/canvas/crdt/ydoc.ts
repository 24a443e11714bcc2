// Where the canvas document sits in a Y.Doc (decision 093): three shared types at the root, one
// origin that marks a person's edit, and the undo manager that tracks exactly that origin, so a
// change that arrives from someone else is never undone by this person's Undo.
import * as Y from 'yjs';

/** Every editing operation changes the Y.Doc in one transaction with this origin. */
export const EDIT_ORIGIN = Symbol('canvas-edit');
/** Loading a document is not an edit: Undo never empties the canvas. */
export const LOAD_ORIGIN = Symbol('canvas-load');

/** A Y.Map whose values are the element's fields (rich text as Y.XmlFragment, a table's rows as Y.Array). */
export type YElement = Y.Map<unknown>;
export type YStep = Y.Map<unknown>;

/** title, theme and background. */
export const metaOf = (ydoc: Y.Doc): Y.Map<unknown> => ydoc.getMap('meta');
/** Element id → the element's Y.Map. */
export const elementsOf = (ydoc: Y.Doc): Y.Map<YElement> => ydoc.getMap('elements');
/** The path's steps, in order. */
export const pathOf = (ydoc: Y.Doc): Y.Array<YStep> => ydoc.getArray('path');

/** Runs `change` as one edit: one transaction, one step of Undo. */
export function edit<T>(ydoc: Y.Doc, change: () => T): T {
  let result: T | undefined;
  ydoc.transact(() => {
    result = change();
  }, EDIT_ORIGIN);
  return result as T;
}

/** The element's Y.Map, or an error naming the missing id (an editor never asks for one it did not see). */
export function elementAt(ydoc: Y.Doc, id: string): YElement {
  const element = elementsOf(ydoc).get(id);
  if (!element) throw new Error(`no element has id "${id}"`);
  return element;
}

/**
 * Undo and Redo of this person's edits. A capture timeout of 0 makes every operation its own step;
 * the editor may pass a longer one so that a burst of typing undoes as one.
 */
export function canvasUndoManager(ydoc: Y.Doc, captureTimeout = 0): Y.UndoManager {
  return new Y.UndoManager([metaOf(ydoc), elementsOf(ydoc), pathOf(ydoc)], {
    trackedOrigins: new Set([EDIT_ORIGIN]),
    captureTimeout,
  });
}

/** A JSON value copied, so neither the caller nor the Y.Doc shares a mutable object with the other. */
export const copyOf = <T>(value: T): T =>
  typeof value === 'object' && value !== null ? structuredClone(value) : value;
