// Adding, deleting and changing the properties of elements. Deleting a frame deletes what it holds
// (as Prezi does), and a connector goes with either of its ends, so a delete never leaves a
// document that refers to what is gone; the path's steps on a deleted frame go too.

import type { TSchema } from 'typebox';
import type * as Y from 'yjs';
import { DocumentError, problemsOf } from '../../schema-problems';
import type { CanvasElement } from '../model';
import { ELEMENT_SCHEMAS } from '../schema';
import { insertElement, readElement, setField } from './mapping';
import { followConnectors, sceneOf, withDescendants } from './scene';
import { edit, elementAt, elementsOf, pathOf } from './ydoc';

/** Adds an element checked against its kind's schema; its parent, when named, must be a frame. */
export function addElement(ydoc: Y.Doc, element: CanvasElement): string {
  const problems = problemsOf(ELEMENT_SCHEMAS[element.kind] ?? ELEMENT_SCHEMAS.frame, element, 'element');
  const elements = elementsOf(ydoc);
  if (elements.has(element.id)) problems.push(`element.id: id "${element.id}" is used already`);
  if (element.parent !== undefined && elements.get(element.parent)?.get('kind') !== 'frame')
    problems.push(`element.parent: no frame has id "${element.parent}"`);
  if (problems.length > 0) throw new DocumentError(problems);
  edit(ydoc, () => {
    insertElement(ydoc, element);
    if (element.kind === 'connector') followConnectors(ydoc, sceneOf(ydoc), new Set([element.id]));
  });
  return element.id;
}

/** Everything a delete of `ids` removes: them, what their frames hold, the connectors to any of it. */
export function deletedBy(ydoc: Y.Doc, ids: string[]): Set<string> {
  const scene = sceneOf(ydoc);
  const doomed = withDescendants(scene, ids);
  for (const placed of scene.values()) {
    if (placed.kind !== 'connector') continue;
    if (doomed.has(placed.from ?? '') || doomed.has(placed.to ?? '')) doomed.add(placed.id);
  }
  return doomed;
}

export function deleteElements(ydoc: Y.Doc, ids: string[]) {
  edit(ydoc, () => {
    const doomed = deletedBy(ydoc, ids);
    const elements = elementsOf(ydoc);
    for (const id of doomed) elements.delete(id);
    const path = pathOf(ydoc);
    for (let i = path.length - 1; i >= 0; i--) {
      const frame = path.get(i).get('frame');
      if (typeof frame === 'string' && doomed.has(frame)) path.delete(i, 1);
    }
  });
}

/** Fields that have their own operations: placement, nesting, grouping, rich text. */
const NOT_PROPERTIES = new Set([
  'id',
  'kind',
  'parent',
  'group',
  'x',
  'y',
  'width',
  'height',
  'rotation',
  'z',
  'content',
  'rows',
]);

/**
 * Sets an element's own properties (fill, stroke, shape, alt, decorative, opacity, crop…); a
 * property given as undefined is removed. Each is checked against the element's schema first.
 */
export function setProperties(ydoc: Y.Doc, id: string, properties: Record<string, unknown>) {
  const element = elementAt(ydoc, id);
  const kind = element.get('kind') as CanvasElement['kind'];
  const schema = ELEMENT_SCHEMAS[kind] as TSchema & {
    properties: Record<string, TSchema>;
    required?: string[];
  };
  const problems = Object.entries(properties).flatMap(([name, value]): string[] => {
    const field = `${id}.${name}`;
    if (NOT_PROPERTIES.has(name) || !(name in schema.properties))
      return [`${field}: is not a property of a ${kind}`];
    if (value === undefined) return schema.required?.includes(name) ? [`${field}: is required`] : [];
    return problemsOf(schema.properties[name] as TSchema, value, field);
  });
  if (problems.length > 0) throw new DocumentError(problems);
  edit(ydoc, () => {
    for (const [name, value] of Object.entries(properties)) setField(element, name, value);
  });
}

/** An element as plain values, for the editor's inspector. */
export const elementOf = (ydoc: Y.Doc, id: string): CanvasElement => readElement(elementAt(ydoc, id));
