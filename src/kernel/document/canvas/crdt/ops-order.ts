// The stacking order and groups. An element's z is a number, so moving it in the order writes only
// its own z, half way between its new neighbours: two people restacking different elements never
// write the same value. Only when no number is left between two neighbours (equal z, or halves
// worn down to the float's precision) is the whole order renumbered.
import type * as Y from 'yjs';
import { byStackingOrder } from './mapping';
import { type Placed, place, type Scene, sceneOf } from './scene';
import { edit, elementAt } from './ydoc';

/** Moves `id` to position `to` of the stacking order, counted among the other elements. */
function restack(ydoc: Y.Doc, id: string, to: (others: Placed[], from: number) => number) {
  elementAt(ydoc, id);
  edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    const ordered = [...scene.values()].sort(byStackingOrder);
    const from = ordered.findIndex((placed) => placed.id === id);
    const moving = ordered[from] as Placed;
    const others = ordered.filter((placed) => placed.id !== id);
    const at = Math.min(Math.max(to(others, from), 0), others.length);
    if (at === from) return;
    const below = others[at - 1];
    const above = others[at];
    const z = !below ? (above ? above.z - 1 : 0) : !above ? below.z + 1 : (below.z + above.z) / 2;
    if ((below && !(below.z < z)) || (above && !(z < above.z))) {
      renumber(ydoc, scene, [...others.slice(0, at), moving, ...others.slice(at)]);
    } else {
      place(ydoc, scene, id, { z });
    }
  });
}

function renumber(ydoc: Y.Doc, scene: Scene, order: Placed[]) {
  order.forEach((placed, i) => {
    place(ydoc, scene, placed.id, { z: i });
  });
}

/** One place up: above the element just above it. */
export const bringForward = (ydoc: Y.Doc, id: string) => restack(ydoc, id, (_others, from) => from + 1);
/** One place down: below the element just below it. */
export const sendBackward = (ydoc: Y.Doc, id: string) => restack(ydoc, id, (_others, from) => from - 1);
export const bringToFront = (ydoc: Y.Doc, id: string) => restack(ydoc, id, (others) => others.length);
export const sendToBack = (ydoc: Y.Doc, id: string) => restack(ydoc, id, () => 0);

/** Puts the elements in one group (the id of a new group, from the editor's id generator). */
export function group(ydoc: Y.Doc, ids: string[], groupId: string) {
  for (const id of ids) elementAt(ydoc, id);
  edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    for (const id of ids) place(ydoc, scene, id, { group: groupId });
  });
}

/** Dissolves the groups the elements belong to: every member of each is freed. */
export function ungroup(ydoc: Y.Doc, ids: string[]) {
  edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    const groups = new Set(ids.map((id) => scene.get(id)?.group).filter((name) => name !== undefined));
    for (const placed of scene.values()) {
      if (placed.group !== undefined && groups.has(placed.group))
        place(ydoc, scene, placed.id, { group: undefined });
    }
  });
}
