// Where a step dragged by its handle would land: pure geometry over the items' boxes as the browser
// lays them out, so the drag hook stays small and its answers are tested without a layout.

export interface Point {
  x: number;
  y: number;
}

/** An item's box on screen, as `getBoundingClientRect` gives it. */
export interface ItemBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far the pointer travels before a press on the handle becomes a drag: enough that a tap, or a
 * finger's wobble as it lands, moves nothing.
 */
export const DRAG_START_PX = 6;

export const pastDragStart = (start: Point, now: Point): boolean =>
  Math.hypot(now.x - start.x, now.y - start.y) >= DRAG_START_PX;

/**
 * The index of the item under the point, the items in order from top to bottom; null off the list.
 * Each item reaches down to the next one's top, so the gap between two items never leaves the drag
 * without a target while the pointer crosses it.
 */
export function indexUnder(point: Point, boxes: readonly ItemBox[]): number | null {
  const first = boxes[0];
  const last = boxes[boxes.length - 1];
  if (!first || !last || point.y < first.top || point.y > last.bottom) return null;
  const left = Math.min(...boxes.map((box) => box.left));
  const right = Math.max(...boxes.map((box) => box.right));
  if (point.x < left || point.x > right) return null;
  let index = boxes.length - 1;
  while (index > 0 && point.y < boxes[index]!.top) index--;
  return index;
}

/** Where the dragged step goes when dropped on the item at `over`: null when it would not move. */
export const dropIndex = (from: number, over: number | null): number | null =>
  over === null || from < 0 || over === from ? null : over;
