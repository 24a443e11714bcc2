// Duplicating elements: a frame is copied with what it holds; copies take new ids from the editor's
// generator (so tests can name them), stay in the parent and group structure they were copied
// with, land offset from the originals and on top of everything, in their original order.
import type * as Y from 'yjs';
import type { CanvasElement } from '../model';
import { byStackingOrder, insertElement, readElement } from './mapping';
import { connectorBox, sceneOf, withDescendants } from './scene';
import { edit, elementsOf } from './ydoc';

export interface DuplicateOptions {
  newId: () => string;
  dx?: number;
  dy?: number;
}

/** Copies the elements; returns each original id's copy. */
export function duplicate(ydoc: Y.Doc, ids: string[], { newId, dx = 20, dy = 20 }: DuplicateOptions) {
  return edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    const copied = withDescendants(scene, ids);
    const originals = [...copied]
      .map((id) => readElement(elementsOf(ydoc).get(id) as never))
      .sort(byStackingOrder);
    const renamed = new Map(originals.map((element) => [element.id, newId()]));
    const groups = new Map<string, string>();
    let top = Math.max(...[...scene.values()].map((placed) => placed.z));
    const copies = originals.map((element): CanvasElement => {
      const copy: CanvasElement = {
        ...element,
        id: renamed.get(element.id) as string,
        x: element.x + dx,
        y: element.y + dy,
        z: ++top,
      };
      if (element.parent !== undefined && renamed.has(element.parent))
        copy.parent = renamed.get(element.parent);
      if (element.group !== undefined) {
        if (!groups.has(element.group)) groups.set(element.group, newId());
        copy.group = groups.get(element.group);
      }
      if (copy.kind === 'connector') {
        copy.from = renamed.get(copy.from) ?? copy.from;
        copy.to = renamed.get(copy.to) ?? copy.to;
      }
      return copy;
    });
    const boxes = new Map(copies.map((copy) => [copy.id, copy]));
    for (const copy of copies) {
      if (copy.kind === 'connector') {
        const from = boxes.get(copy.from) ?? scene.get(copy.from);
        const to = boxes.get(copy.to) ?? scene.get(copy.to);
        if (from && to) Object.assign(copy, connectorBox(from, to));
      }
      insertElement(ydoc, copy);
    }
    return renamed;
  });
}
