// Moving, resizing and rotating elements. A frame carries what it holds: moving it moves its
// contents, resizing it scales them (their boxes and their text sizes, as Prezi scales a frame's
// content), rotating it turns them about its centre. Connectors follow the elements they join.
import type * as Y from 'yjs';
import { CANVAS_LIMITS } from '../model';
import {
  type Box,
  centreOf,
  followConnectors,
  frameAround,
  normalDegrees,
  place,
  rotatePoint,
  type Scene,
  sceneOf,
  withDescendants,
} from './scene';
import { scaleTextSizes } from './text-sizes';
import { edit, elementAt } from './ydoc';

/**
 * Moves elements by (dx, dy), with everything inside the frames among them. Each element moved on
 * its own (not carried by a moved frame) then belongs to the frame its centre landed in.
 */
export function moveElements(ydoc: Y.Doc, ids: string[], dx: number, dy: number) {
  edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    const moved = withDescendants(scene, ids);
    for (const id of moved) {
      const placed = scene.get(id);
      if (placed && placed.kind !== 'connector')
        place(ydoc, scene, id, { x: placed.x + dx, y: placed.y + dy });
    }
    reparentIn(
      ydoc,
      scene,
      ids.filter((id) => !moved.has(scene.get(id)?.parent ?? '')),
    );
    followConnectors(ydoc, scene, moved);
  });
}

/** Puts each element in the innermost frame its centre lies in, or on the canvas when none holds it. */
export function reparent(ydoc: Y.Doc, ids: string[]) {
  edit(ydoc, () => reparentIn(ydoc, sceneOf(ydoc), ids));
}

function reparentIn(ydoc: Y.Doc, scene: Scene, ids: string[]) {
  for (const id of ids) {
    const placed = scene.get(id);
    if (!placed || placed.kind === 'connector') continue;
    place(ydoc, scene, id, { parent: frameAround(scene, placed)?.id });
  }
}

const clampSize = (size: number) => Math.min(Math.max(size, CANVAS_LIMITS.size.min), CANVAS_LIMITS.size.max);

/** Gives an element a new box; a frame's contents scale with it, keeping their place inside it. */
export function resizeElement(ydoc: Y.Doc, id: string, box: Box) {
  elementAt(ydoc, id);
  edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    const old = { ...(scene.get(id) as Box & { kind: string }) };
    const next = { x: box.x, y: box.y, width: clampSize(box.width), height: clampSize(box.height) };
    place(ydoc, scene, id, next);
    const changed = withDescendants(scene, [id]);
    if (old.kind === 'frame') {
      const sx = next.width / old.width;
      const sy = next.height / old.height;
      for (const inner of changed) {
        const placed = scene.get(inner);
        if (inner === id || !placed || placed.kind === 'connector') continue;
        place(ydoc, scene, inner, {
          x: next.x + (placed.x - old.x) * sx,
          y: next.y + (placed.y - old.y) * sy,
          width: clampSize(placed.width * sx),
          height: clampSize(placed.height * sy),
        });
        scaleTextSizes(elementAt(ydoc, inner), Math.sqrt(sx * sy));
      }
    }
    followConnectors(ydoc, scene, changed);
  });
}

/** Turns an element to `degrees`; a frame's contents turn with it about its centre. */
export function rotateElement(ydoc: Y.Doc, id: string, degrees: number) {
  elementAt(ydoc, id);
  edit(ydoc, () => {
    const scene = sceneOf(ydoc);
    const frame = scene.get(id) as Box & { kind: string; rotation: number };
    const turn = degrees - frame.rotation;
    place(ydoc, scene, id, { rotation: normalDegrees(degrees) });
    const changed = withDescendants(scene, [id]);
    if (frame.kind === 'frame') {
      const about = centreOf(frame);
      for (const inner of changed) {
        const placed = scene.get(inner);
        if (inner === id || !placed || placed.kind === 'connector') continue;
        const centre = rotatePoint(centreOf(placed), about, turn);
        place(ydoc, scene, inner, {
          x: centre.x - placed.width / 2,
          y: centre.y - placed.height / 2,
          rotation: normalDegrees(placed.rotation + turn),
        });
      }
    }
    followConnectors(ydoc, scene, changed);
  });
}
