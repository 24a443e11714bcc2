// The arithmetic of the viewport's gestures, kept pure so it is tested without a browser: which
// elements a selection box takes, the box a resize handle gives (in the element's own turned axes),
// the angle a rotation handle gives, and where a dragged selection snaps.
import { centreOf, rotatePoint } from '../../../../kernel/document/canvas/crdt/scene';
import type { CanvasElement } from '../../../../kernel/document/canvas/model';
import { type SnapBox, type Snapped, snap } from '../../../../kernel/document/canvas/snap';
import { type BoxLike, boundsOfBoxes, type Point } from './camera';

/** The eight resize handles by the sides they move: n, ne, e, se, s, sw, w, nw. */
export const HANDLES = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type Handle = (typeof HANDLES)[number];

export interface TurnedBox extends BoxLike {
  rotation: number;
}

/** Where a handle sits on an unturned box, as shares of its width and height. */
export const HANDLE_AT: Record<Handle, [number, number]> = {
  n: [0.5, 0],
  ne: [1, 0],
  e: [1, 0.5],
  se: [1, 1],
  s: [0.5, 1],
  sw: [0, 1],
  w: [0, 0.5],
  nw: [0, 0],
};

/** A handle's point in the world, the box turned about its centre. */
export function handlePoint(box: TurnedBox, handle: Handle): Point {
  const [fx, fy] = HANDLE_AT[handle];
  return rotatePoint({ x: box.x + box.width * fx, y: box.y + box.height * fy }, centreOf(box), box.rotation);
}

/**
 * The box a resize handle dragged to `to` (a world point) gives: the opposite side or corner stays
 * where it is, sizes never fall below `minSize`, and with `keepRatio` a corner keeps the proportions.
 */
export function resizedBox(box: TurnedBox, handle: Handle, to: Point, keepRatio = false, minSize = 1e-3) {
  const [fx, fy] = HANDLE_AT[handle];
  const centre = centreOf(box);
  // In the box's own axes, where its sides are upright.
  const local = rotatePoint(to, centre, -box.rotation);
  let [left, top, right, bottom] = [box.x, box.y, box.x + box.width, box.y + box.height];
  if (fx === 0) left = Math.min(local.x, right - minSize);
  if (fx === 1) right = Math.max(local.x, left + minSize);
  if (fy === 0) top = Math.min(local.y, bottom - minSize);
  if (fy === 1) bottom = Math.max(local.y, top + minSize);
  if (keepRatio && fx !== 0.5 && fy !== 0.5) {
    const ratio = box.width / box.height;
    const width = right - left;
    const height = bottom - top;
    if (width / height > ratio) {
      const h = width / ratio;
      if (fy === 0) top = bottom - h;
      else bottom = top + h;
    } else {
      const w = height * ratio;
      if (fx === 0) left = right - w;
      else right = left + w;
    }
  }
  // The side that stayed must stay in the world too: turn the new box's anchor back into place.
  const anchorShare: [number, number] = [1 - fx, 1 - fy];
  const anchorBefore = rotatePoint(
    { x: box.x + box.width * anchorShare[0], y: box.y + box.height * anchorShare[1] },
    centre,
    box.rotation,
  );
  const next = { x: left, y: top, width: right - left, height: bottom - top };
  const anchorAfter = rotatePoint(
    { x: next.x + next.width * anchorShare[0], y: next.y + next.height * anchorShare[1] },
    centreOf(next),
    box.rotation,
  );
  return {
    x: next.x + anchorBefore.x - anchorAfter.x,
    y: next.y + anchorBefore.y - anchorAfter.y,
    width: next.width,
    height: next.height,
  };
}

/** The rotation, in degrees 0 to 360, that points the box's top at `to`; with `step`, rounded to it. */
export function rotationTowards(box: BoxLike, to: Point, step?: number): number {
  const centre = centreOf(box);
  const degrees = (Math.atan2(to.x - centre.x, centre.y - to.y) * 180) / Math.PI;
  const rounded = step ? Math.round(degrees / step) * step : degrees;
  return ((rounded % 360) + 360) % 360;
}

/** The ids of the elements whose whole (turned) box lies inside the selection box. */
export function elementsInside(elements: readonly CanvasElement[], area: BoxLike): string[] {
  return elements
    .filter((element) => {
      const bounds = boundsOfBoxes([element]);
      return (
        bounds !== null &&
        bounds.x >= area.x &&
        bounds.y >= area.y &&
        bounds.x + bounds.width <= area.x + area.width &&
        bounds.y + bounds.height <= area.y + area.height
      );
    })
    .map((element) => element.id);
}

/** The box spanned by two corner points, in either order. */
export const boxBetween = (a: Point, b: Point): BoxLike => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
});

/**
 * Where a selection being dragged by (dx, dy) snaps: its bounds against every other element's,
 * within `threshold` world units. Returns the corrected offset and the guides to draw.
 */
export function snapDrag(
  moving: readonly CanvasElement[],
  others: readonly CanvasElement[],
  dx: number,
  dy: number,
  threshold: number,
): { dx: number; dy: number; snapped: Snapped | null } {
  const bounds = boundsOfBoxes(moving);
  if (!bounds) return { dx, dy, snapped: null };
  const box: SnapBox = { ...bounds, x: bounds.x + dx, y: bounds.y + dy };
  const targets = others.flatMap((element): SnapBox[] => {
    const each = boundsOfBoxes([element]);
    return each ? [{ id: element.id, ...each }] : [];
  });
  const snapped = snap(box, targets, threshold);
  return { dx: dx + snapped.box.x - box.x, dy: dy + snapped.box.y - box.y, snapped };
}
