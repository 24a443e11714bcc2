// Snapping a box being moved to the elements and frames around it, as canvas editors do: its
// edges and centre align with theirs when within a threshold, and otherwise it may take the same gap
// as two neighbours in a row or column. Pure geometry on unrotated bounding boxes; the editor
// passes each element's bounds and draws the guides and hints returned.

export interface SnapBox {
  id?: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line to draw: on axis 'x' a vertical line at x = at, from y = from to y = to; on 'y' a horizontal one. */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

/** Equal gaps along an axis: each pair of boxes in `pairs` is `gap` apart, the moved box among them. */
export interface SpacingHint {
  axis: 'x' | 'y';
  gap: number;
  pairs: [SnapBox, SnapBox][];
}

export interface Snapped {
  box: SnapBox;
  guides: Guide[];
  spacing: SpacingHint[];
}

type Axis = 'x' | 'y';
const EPSILON = 1e-6;
const startOf = (box: SnapBox, axis: Axis) => (axis === 'x' ? box.x : box.y);
const sizeOf = (box: SnapBox, axis: Axis) => (axis === 'x' ? box.width : box.height);
const endOf = (box: SnapBox, axis: Axis) => startOf(box, axis) + sizeOf(box, axis);
const other = (axis: Axis): Axis => (axis === 'x' ? 'y' : 'x');
/** Start, centre and end along an axis: the lines that align. */
const linesOf = (box: SnapBox, axis: Axis) => [
  startOf(box, axis),
  startOf(box, axis) + sizeOf(box, axis) / 2,
  endOf(box, axis),
];
const overlaps = (a: SnapBox, b: SnapBox, axis: Axis) =>
  startOf(a, axis) < endOf(b, axis) && startOf(b, axis) < endOf(a, axis);

/** Pairs of neighbours in a row (or column) with the moving box, and the gap between each pair. */
function gapsAlong(box: SnapBox, others: SnapBox[], axis: Axis) {
  const row = others.filter((each) => overlaps(each, box, other(axis)));
  const pairs: { a: SnapBox; b: SnapBox; gap: number }[] = [];
  for (const a of row) {
    for (const b of row) {
      const gap = startOf(b, axis) - endOf(a, axis);
      if (a !== b && gap > 0) pairs.push({ a, b, gap });
    }
  }
  return pairs;
}

/** The shift along one axis that snaps the box, alignment first, else an equal gap; 0 when none is near. */
function shiftAlong(box: SnapBox, others: SnapBox[], axis: Axis, threshold: number): number {
  let best: number | undefined;
  const consider = (shift: number) => {
    if (Math.abs(shift) <= threshold && (best === undefined || Math.abs(shift) < Math.abs(best)))
      best = shift;
  };
  for (const each of others) {
    for (const line of linesOf(box, axis)) for (const target of linesOf(each, axis)) consider(target - line);
  }
  if (best !== undefined) return best;
  const size = sizeOf(box, axis);
  for (const { a, b, gap } of gapsAlong(box, others, axis)) {
    consider(endOf(b, axis) + gap - startOf(box, axis)); // after b, as far as a is from b
    consider(startOf(a, axis) - gap - endOf(box, axis)); // before a, as far as b is from a
    consider((endOf(a, axis) + startOf(b, axis) - size) / 2 - startOf(box, axis)); // half way between
  }
  return best ?? 0;
}

/** The guides of every line the box shares with another, one per line, spanning both boxes. */
function guidesAlong(box: SnapBox, others: SnapBox[], axis: Axis): Guide[] {
  const guides = new Map<number, Guide>();
  const cross = other(axis);
  for (const each of others) {
    for (const line of linesOf(box, axis)) {
      if (!linesOf(each, axis).some((target) => Math.abs(target - line) < EPSILON)) continue;
      const from = Math.min(startOf(box, cross), startOf(each, cross));
      const to = Math.max(endOf(box, cross), endOf(each, cross));
      const known = guides.get(line);
      guides.set(line, {
        axis,
        at: line,
        from: Math.min(from, known?.from ?? from),
        to: Math.max(to, known?.to ?? to),
      });
    }
  }
  return [...guides.values()].sort((g, h) => g.at - h.at);
}

/** Each gap the box now repeats: the neighbours' pair and the box's own pair with the nearer one. */
function spacingAlong(box: SnapBox, others: SnapBox[], axis: Axis): SpacingHint[] {
  const hints: SpacingHint[] = [];
  const same = (x: number, y: number) => Math.abs(x - y) < EPSILON;
  for (const { a, b, gap } of gapsAlong(box, others, axis)) {
    if (same(startOf(box, axis) - endOf(b, axis), gap))
      hints.push({
        axis,
        gap,
        pairs: [
          [a, b],
          [b, box],
        ],
      });
    else if (same(startOf(a, axis) - endOf(box, axis), gap))
      hints.push({
        axis,
        gap,
        pairs: [
          [box, a],
          [a, b],
        ],
      });
    else if (
      startOf(box, axis) > endOf(a, axis) &&
      same(startOf(box, axis) - endOf(a, axis), startOf(b, axis) - endOf(box, axis))
    )
      hints.push({
        axis,
        gap: startOf(b, axis) - endOf(box, axis),
        pairs: [
          [a, box],
          [box, b],
        ],
      });
  }
  return hints;
}

/** Snaps `box` to `others` when an edge, a centre or an equal gap is within `threshold` on either axis. */
export function snap(box: SnapBox, others: SnapBox[], threshold: number): Snapped {
  const snapped = {
    ...box,
    x: box.x + shiftAlong(box, others, 'x', threshold),
    y: box.y + shiftAlong(box, others, 'y', threshold),
  };
  return {
    box: snapped,
    guides: [...guidesAlong(snapped, others, 'x'), ...guidesAlong(snapped, others, 'y')],
    spacing: [...spacingAlong(snapped, others, 'x'), ...spacingAlong(snapped, others, 'y')],
  };
}
