// The canvas document in and out of a Y.Doc (decision 093). Each element is a Y.Map of its fields,
// so two people changing different fields or different elements merge; a field holding a small
// object (a stroke, a crop, a table's column shares, a step's view) is one value, replaced whole.
import * as Y from 'yjs';
import type { CanvasDocument, CanvasElement, PathStep, RichText, TableCell } from '../model';
import { readRichText, writeRichText } from './rich-text';
import { settleMerged } from './settle';
import { copyOf, elementsOf, LOAD_ORIGIN, metaOf, pathOf, type YElement, type YStep } from './ydoc';

const META_FIELDS = ['title', 'theme', 'background'] as const;

/** Loads a document into an empty Y.Doc, in one transaction that Undo does not track. */
export function canvasToYDoc(doc: CanvasDocument, ydoc: Y.Doc = new Y.Doc()): Y.Doc {
  ydoc.transact(() => {
    const meta = metaOf(ydoc);
    for (const field of META_FIELDS) if (doc[field] !== undefined) meta.set(field, copyOf(doc[field]));
    for (const element of doc.elements) insertElement(ydoc, element);
    for (const step of doc.path) insertStep(ydoc, step);
  }, LOAD_ORIGIN);
  return ydoc;
}

/**
 * The document a Y.Doc holds, elements in stacking order (z, then id), as every replica reads it,
 * with what concurrent edits left dangling settled (settle.ts). `elementOf` reads one element's
 * map (reader.ts gives one that keeps what did not change).
 */
export function canvasFromYDoc(
  ydoc: Y.Doc,
  elementOf: (id: string, map: YElement) => CanvasElement = (_id, map) => readElement(map),
): CanvasDocument {
  const meta = metaOf(ydoc);
  const doc: Record<string, unknown> = { version: 3 };
  for (const field of META_FIELDS) if (meta.has(field)) doc[field] = copyOf(meta.get(field));
  doc.elements = [...elementsOf(ydoc).entries()].map(([id, map]) => elementOf(id, map)).sort(byStackingOrder);
  doc.path = pathOf(ydoc).toArray().map(readStep);
  return settleMerged(doc as unknown as CanvasDocument);
}

export const byStackingOrder = (a: { z: number; id: string }, b: { z: number; id: string }) =>
  a.z - b.z || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Adds an element's Y.Map under its id and fills it. */
export function insertElement(ydoc: Y.Doc, element: CanvasElement): YElement {
  const map: YElement = new Y.Map();
  elementsOf(ydoc).set(element.id, map);
  for (const [field, value] of Object.entries(element)) setField(map, field, value);
  return map;
}

/** Sets one field: rich text and table rows become shared types, anything else a copied value. */
export function setField(map: YElement, field: string, value: unknown) {
  if (value === undefined) {
    map.delete(field);
  } else if (field === 'content') {
    const fragment = new Y.XmlFragment();
    map.set(field, fragment);
    writeRichText(fragment, value as RichText);
  } else if (field === 'rows') {
    const rows = new Y.Array<Y.Array<Y.Map<unknown>>>();
    map.set(field, rows);
    for (const row of value as TableCell[][]) {
      const cells = new Y.Array<Y.Map<unknown>>();
      rows.push([cells]);
      for (const cell of row) {
        const cellMap = new Y.Map<unknown>();
        cells.push([cellMap]);
        setField(cellMap, 'content', cell.content);
        if (cell.fill !== undefined) cellMap.set('fill', cell.fill);
      }
    }
  } else {
    map.set(field, copyOf(value));
  }
}

/** An element's fields as plain values. */
export function readElement(map: YElement): CanvasElement {
  const element: Record<string, unknown> = {};
  for (const [field, value] of map.entries()) element[field] = readValue(value);
  return element as unknown as CanvasElement;
}

function readValue(value: unknown): unknown {
  if (value instanceof Y.XmlFragment) return readRichText(value);
  if (value instanceof Y.Array) return value.toArray().map(readValue);
  if (value instanceof Y.Map) {
    const fields: Record<string, unknown> = {};
    for (const [field, inner] of value.entries()) fields[field] = readValue(inner);
    return fields;
  }
  return copyOf(value);
}

export function insertStep(ydoc: Y.Doc, step: PathStep, index = pathOf(ydoc).length): YStep {
  const map: YStep = new Y.Map();
  pathOf(ydoc).insert(index, [map]);
  for (const [field, value] of Object.entries(step)) if (value !== undefined) map.set(field, copyOf(value));
  return map;
}

export const readStep = (map: YStep): PathStep => readValue(map) as PathStep;
