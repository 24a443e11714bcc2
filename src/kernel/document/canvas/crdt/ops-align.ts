// Aligning and distributing several elements, as the inspector's Arrange buttons do. Each works on
// the elements' upright boxes (x, y, width, height as stored), moves an element with everything its
// frame holds, and is one edit, so one Undo puts every element back. An element carried by another
// in the selection (a child of a selected frame) moves only with that frame, never twice.
import type * as Y from 'yjs';
import {
  type Box,
  followConnectors,
  frameAround,
  type Placed,
  place,
  type Scene,
  sceneOf,
  withDescendants,
} from './scene';
import { edit } from './ydoc';

export const ALIGN_EDGES = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];
export const DISTRIBUTE_AXES = ['horizontal', 'vertical'] as const;
export type DistributeAxis = (typeof DISTRIBUTE_AXES)[number];

/** The selection's movable elements: connectors follow their ends, and carried children go with their frame. */
function movers(scene: Scene, ids: string[]): Placed[] {
  const chosen = [...new Set(ids)].filter((id) => scene.get(id)?.kind !== undefined);
  return chosen
    .map((id) => scene.get(id) as Placed)
    .filter((placed) => placed.kind !== 'connector')
    .filter((placed) => !chosen.some((other) => other !== placed.id && isInside(scene, placed, other)));
}

function isInside(scene: Scene, placed: Placed, frame: string): boolean {
  for (let at = placed.parent, depth = 0; at !== undefined && depth < 64; depth++) {
    if (at === frame) return true;
    at = scene.get(at)?.parent;
  }
  return false;
}

/** Moves each element by its own offset, with what it holds, then settles nesting and connectors. */
function shift(ydoc: Y.Doc, scene: Scene, offsets: Map<string, { dx: number; dy: number }>) {
  const moved = new Set<string>();
  for (const [id, { dx, dy }] of offsets) {
    if (dx === 0 && dy === 0) continue;
    for (const inner of withDescendants(scene, [id])) {
      const placed = scene.get(inner);
      if (!placed || placed.kind === 'connector') continue;
      place(ydoc, scene, inner, { x: placed.x + dx, y: placed.y + dy });
      moved.add(inner);
    }
  }
  for (const id of offsets.keys()) {
    const placed = scene.get(id);
    if (placed && moved.has(id)) place(ydoc, scene, id, { parent: frameAround(scene, placed)?.id });
  }
  followConnectors(ydoc, scene, moved);
}

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;

/** Where an element goes so that its edge (or centre) meets the same edge of the selection's bounds. */
function alignedOffset(edge: AlignEdge, box: Box, bounds: Box): { dx: number; dy: number } {
  switch (edge) {
    case 'left':
      return { dx: bounds.x - box.x, dy: 0 };
    case 'center':
      return { dx: bounds.x + bounds.width / 2 - (box.x + box.width / 2), dy: 0 };
    case 'right':
      return { dx: right(bounds) - right(box), dy: 0 };
    case 'top':
      return { dx: 0, dy: bounds.y - box.y };
    case 'middle':
      return { dx: 0, dy: bounds.y + bounds.height / 2 - (box.y + box.height / 2) };
    case 'bottom':
      return { dx: 0, dy: bottom(bounds) - bottom(box) };
  }
}

function boundsOf(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return { x, y, width: Math.max(...boxes.map(right)) - x, height: Math.max(...boxes.map(bottom)) - y };
}

/** Lines the elements up on one edge or centre line of the box around them all. Fewer than two: nothing. */
export function alignElements(ydoc: Y.Doc, ids: string[], edge: AlignEdge) {
  edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    const boxes = movers(scene, ids);
    if (boxes.length < 2) return;
    const bounds = boundsOf(boxes);
    shift(ydoc, scene, new Map(boxes.map((box) => [box.id, alignedOffset(edge, box, bounds)])));
  });
}

/**
 * Spaces the elements evenly along an axis: the first and the last (by position) stay, and the gaps
 * between neighbours become equal, as in PowerPoint. Fewer than three: nothing to distribute.
 */
export function distributeElements(ydoc: Y.Doc, ids: string[], axis: DistributeAxis) {
  edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    const start = axis === 'horizontal' ? 'x' : 'y';
    const size = axis === 'horizontal' ? 'width' : 'height';
    const boxes = movers(scene, ids).sort((a, b) => a[start] - b[start] || (a.id < b.id ? -1 : 1));
    if (boxes.length < 3) return;
    const first = boxes[0] as Placed;
    const last = boxes[boxes.length - 1] as Placed;
    const used = boxes.reduce((sum, box) => sum + box[size], 0);
    const gap = (last[start] + last[size] - first[start] - used) / (boxes.length - 1);
    const offsets = new Map<string, { dx: number; dy: number }>();
    let at = first[start];
    for (const box of boxes) {
      const delta = at - box[start];
      offsets.set(box.id, axis === 'horizontal' ? { dx: delta, dy: 0 } : { dx: 0, dy: delta });
      at += box[size] + gap;
    }
    shift(ydoc, scene, offsets);
  });
}
