// The elements' placements read out of the Y.Doc as plain values, for the operations that reason
// about geometry and nesting (what a frame holds, which frame a point falls in, where a connector's
// ends are). Operations change the scene and the Y.Doc together through `place`.
import type * as Y from 'yjs';
import { CANVAS_LIMITS, type ElementKind } from '../model';
import { elementsOf } from './ydoc';

export interface Placed {
  id: string;
  kind: ElementKind;
  parent?: string;
  group?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  z: number;
  from?: string;
  to?: string;
}

export type Box = Pick<Placed, 'x' | 'y' | 'width' | 'height'>;
export type Scene = Map<string, Placed>;

const FIELDS = ['parent', 'group', 'x', 'y', 'width', 'height', 'rotation', 'z', 'from', 'to'] as const;

export function sceneOf(ydoc: Y.Doc): Scene {
  const scene: Scene = new Map();
  for (const [id, map] of elementsOf(ydoc).entries()) {
    const placed: Record<string, unknown> = { id, kind: map.get('kind') };
    for (const field of FIELDS) if (map.has(field)) placed[field] = map.get(field);
    scene.set(id, placed as unknown as Placed);
  }
  return scene;
}

/**
 * Fields written together: a position is one value, and so is a size. Yjs settles two people's
 * writes to one field by keeping one of them; were x and y settled apart, one person's drag to the
 * right and another's drag down at the same moment would leave the element where neither put it.
 */
const TOGETHER: readonly (readonly (keyof Placed)[])[] = [
  ['x', 'y'],
  ['width', 'height'],
];

/**
 * Writes changed placement fields to the element and the scene; undefined removes a field. A field
 * that did not change is written too when it is half of a position or size that did.
 */
export function place(ydoc: Y.Doc, scene: Scene, id: string, change: Partial<Omit<Placed, 'id' | 'kind'>>) {
  const map = elementsOf(ydoc).get(id);
  const placed = scene.get(id);
  if (!map || !placed) return;
  const given = change as Record<string, unknown>;
  const changed = new Set(
    Object.keys(given).filter(
      (field) => (placed as unknown as Record<string, unknown>)[field] !== given[field],
    ),
  );
  for (const fields of TOGETHER)
    if (fields.some((field) => changed.has(field)))
      for (const field of fields) if (field in given) changed.add(field);
  for (const field of changed) {
    const value = given[field];
    if (value === undefined) map.delete(field);
    else map.set(field, value);
    Object.assign(placed, { [field]: value });
  }
}

/** The ids given and everything inside them: a frame's children, their children, and so on. */
export function withDescendants(scene: Scene, ids: Iterable<string>): Set<string> {
  const children = new Map<string, string[]>();
  for (const placed of scene.values()) {
    if (placed.parent === undefined) continue;
    children.set(placed.parent, [...(children.get(placed.parent) ?? []), placed.id]);
  }
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !scene.has(id)) return;
    found.add(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  for (const id of ids) visit(id);
  return found;
}

export const centreOf = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** A point turned by `degrees` clockwise about `about` (y grows downwards, as on screen). */
export function rotatePoint(
  point: { x: number; y: number },
  about: { x: number; y: number },
  degrees: number,
) {
  const rad = (degrees * Math.PI) / 180;
  const dx = point.x - about.x;
  const dy = point.y - about.y;
  return {
    x: about.x + dx * Math.cos(rad) - dy * Math.sin(rad),
    y: about.y + dx * Math.sin(rad) + dy * Math.cos(rad),
  };
}

/** Degrees within (-360, 360), as the schema keeps them: 0 to 360, never 360 itself. */
export const normalDegrees = (degrees: number) => ((degrees % 360) + 360) % 360;

function contains(frame: Placed, point: { x: number; y: number }): boolean {
  const local = rotatePoint(point, centreOf(frame), -frame.rotation);
  return (
    local.x >= frame.x &&
    local.x <= frame.x + frame.width &&
    local.y >= frame.y &&
    local.y <= frame.y + frame.height
  );
}

/** 1 for a frame on the canvas, 2 for one inside it, and so on. */
function depthOf(scene: Scene, frame: Placed): number {
  let depth = 1;
  for (let at = frame.parent; at !== undefined && depth <= CANVAS_LIMITS.frameDepth; depth++) {
    at = scene.get(at)?.parent;
  }
  return depth;
}

/** How many levels of frames an element carries inside itself, itself included when it is a frame. */
function heightOf(scene: Scene, placed: Placed, seen = new Set<string>()): number {
  // Concurrent moves can leave two frames inside each other until read back (settle.ts): stop there.
  if (placed.kind !== 'frame' || seen.has(placed.id)) return 0;
  seen.add(placed.id);
  let most = 0;
  for (const child of scene.values()) {
    if (child.parent === placed.id) most = Math.max(most, heightOf(scene, child, seen));
  }
  return most + 1;
}

/**
 * The frame an element belongs in: the smallest frame holding its centre (the innermost, as frames
 * nest), leaving out the element itself and what it holds, and any frame that would nest too deep.
 */
export function frameAround(scene: Scene, placed: Placed): Placed | undefined {
  const inside = withDescendants(scene, [placed.id]);
  const centre = centreOf(placed);
  const height = heightOf(scene, placed);
  let best: Placed | undefined;
  for (const frame of scene.values()) {
    if (frame.kind !== 'frame' || inside.has(frame.id) || !contains(frame, centre)) continue;
    if (depthOf(scene, frame) + height > CANVAS_LIMITS.frameDepth) continue;
    const area = frame.width * frame.height;
    if (!best || area < best.width * best.height || (area === best.width * best.height && frame.z > best.z))
      best = frame;
  }
  return best;
}

/** A connector's box runs from the centre of one end to the centre of the other. */
export function connectorBox(from: Box, to: Box) {
  const a = centreOf(from);
  const b = centreOf(to);
  const min = CANVAS_LIMITS.size.min;
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.max(Math.abs(a.x - b.x), min),
    height: Math.max(Math.abs(a.y - b.y), min),
    rotation: 0,
  };
}

/** Recomputes the box of every connector with an end among `moved`. */
export function followConnectors(ydoc: Y.Doc, scene: Scene, moved: Set<string>) {
  for (const connector of scene.values()) {
    if (connector.kind !== 'connector' || connector.from === undefined || connector.to === undefined)
      continue;
    if (!moved.has(connector.from) && !moved.has(connector.to) && !moved.has(connector.id)) continue;
    const from = scene.get(connector.from);
    const to = scene.get(connector.to);
    if (from && to) place(ydoc, scene, connector.id, connectorBox(from, to));
  }
}
