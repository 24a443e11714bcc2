// A canvas deck's elements as the player draws them (decision 094): each box by its centre, the
// drawing order, the design scale its content is laid out at, an autoFit text's shrink and a
// connector's ends.
import type { LaidOutElement, Rect } from '../layout-model';
import type { CanvasElement, ConnectorElement, RichText } from './model';
import { dominantSize, fitText } from './text-fit';

/** Content is laid out so its main text is 16 px, the page's own size (decision 060). */
const LAYOUT_FONT_PX = 16;
/** An element without text is laid out this many pixels along its longer side (a frame: RECT_DESIGN). */
const DESIGN_SIDE_PX = 960;
/** Layout units are 1/64 px integers of about 25 bits: a design box stays well inside them. */
const MAX_DESIGN_PX = 1_000_000;

const centred = (element: CanvasElement): Rect => ({
  x: element.x + element.width / 2,
  y: element.y + element.height / 2,
  width: element.width,
  height: element.height,
  rotation: element.rotation,
});

/** The rich texts an element shows. */
export function textsOf(element: CanvasElement): RichText[] {
  if (element.kind === 'text') return [element.content];
  if (element.kind === 'shape') return element.content ? [element.content] : [];
  if (element.kind === 'table') return element.rows.flatMap((row) => row.map((cell) => cell.content));
  return [];
}

/** World units per design pixel: the main text at 16 px, or the longer side at 960 px. */
function unitOf(element: CanvasElement, box: Rect): number {
  const side = Math.max(box.width, box.height);
  const size = dominantSize(textsOf(element));
  const unit = size === undefined ? side / DESIGN_SIDE_PX : size / LAYOUT_FONT_PX;
  return Math.max(unit, side / MAX_DESIGN_PX);
}

/** What the drawing order depends on: each element's id, frame and z, in the document's order. */
const stackingOf = (elements: readonly CanvasElement[]) =>
  elements.map((element) => `${element.id}\u0000${element.parent ?? ''}\u0000${element.z}`).join('\u0001');

/**
 * The last order worked out, by id: an edit that moves, resizes or retypes an element (a drag, a
 * key) keeps it, and the editor lays the canvas out again after each such edit.
 */
let lastOrder: { stacking: string; ids: readonly string[] } | null = null;

/**
 * Siblings by their z (then by their order in the document), each frame before what sits in it: a
 * frame's content is drawn above its own fill, and the frame with its content is one layer of its
 * siblings' order, as a group is in a drawing program.
 */
export function drawingOrder(elements: readonly CanvasElement[]): CanvasElement[] {
  const stacking = stackingOf(elements);
  if (lastOrder?.stacking === stacking) {
    const byId = new Map(elements.map((element) => [element.id, element]));
    return lastOrder.ids.map((id) => byId.get(id) as CanvasElement);
  }
  const order = sortedForDrawing(elements);
  lastOrder = { stacking, ids: order.map((element) => element.id) };
  return order;
}

function sortedForDrawing(elements: readonly CanvasElement[]): CanvasElement[] {
  const byId = new Map(elements.map((element) => [element.id, element]));
  const index = new Map(elements.map((element, i) => [element.id, i]));
  const chain = (element: CanvasElement): CanvasElement[] => {
    const chain = [element];
    for (let at = element; at.parent !== undefined && chain.length <= 16; ) {
      const parent = byId.get(at.parent);
      if (!parent) break;
      chain.unshift(parent);
      at = parent;
    }
    return chain;
  };
  const chains = new Map(elements.map((element) => [element.id, chain(element)]));
  return [...elements].sort((a, b) => {
    const [ca, cb] = [chains.get(a.id)!, chains.get(b.id)!];
    for (let i = 0; i < Math.min(ca.length, cb.length); i++) {
      const [x, y] = [ca[i]!, cb[i]!];
      if (x !== y) return x.z - y.z || index.get(x.id)! - index.get(y.id)!;
    }
    return ca.length - cb.length;
  });
}

const isRound = (element: CanvasElement) =>
  (element.kind === 'frame' && element.shape === 'circle') ||
  (element.kind === 'shape' && element.shape === 'ellipse');

/** How far along (dx, dy) from a box's centre its edge lies, as a share of (dx, dy). */
function edgeShare(element: CanvasElement, box: Rect, dx: number, dy: number): number {
  const angle = (-box.rotation * Math.PI) / 180;
  const lx = dx * Math.cos(angle) - dy * Math.sin(angle);
  const ly = dx * Math.sin(angle) + dy * Math.cos(angle);
  const [hw, hh] = [box.width / 2, box.height / 2];
  if (isRound(element)) return 1 / Math.hypot(lx / hw, ly / hh);
  return Math.min(lx === 0 ? Infinity : hw / Math.abs(lx), ly === 0 ? Infinity : hh / Math.abs(ly));
}

/** A connector from the edge of one element to the edge of the other, on the line between their centres. */
function connectorLine(connector: ConnectorElement, byId: Map<string, CanvasElement>) {
  const [from, to] = [byId.get(connector.from), byId.get(connector.to)];
  if (!from || !to) return undefined;
  const [a, b] = [centred(from), centred(to)];
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  if (dx === 0 && dy === 0) return undefined;
  const [s, t] = [edgeShare(from, a, dx, dy), edgeShare(to, b, -dx, -dy)];
  // Boxes that overlap along the line: from centre to centre.
  const [start, end] = s + t < 1 ? [s, 1 - t] : [0, 1];
  return { x1: a.x + dx * start, y1: a.y + dy * start, x2: a.x + dx * end, y2: a.y + dy * end };
}

function laidOutConnector(connector: ConnectorElement, byId: Map<string, CanvasElement>) {
  const line = connectorLine(connector, byId);
  if (!line) return undefined;
  // Room for the arrow heads and the stroke around the line's own box.
  const pad = Math.max(connector.stroke.width * 4, 1e-3);
  const [minX, maxX] = [Math.min(line.x1, line.x2) - pad, Math.max(line.x1, line.x2) + pad];
  const [minY, maxY] = [Math.min(line.y1, line.y2) - pad, Math.max(line.y1, line.y2) + pad];
  const box = { x: (minX + maxX) / 2, y: (minY + maxY) / 2, width: maxX - minX, height: maxY - minY };
  return { ...box, rotation: 0, line };
}

/**
 * Each element's last entry. Elements are values (a change makes a new object, never edits one in
 * place), so a layout after an edit hands back the very entries of what the edit did not touch and
 * what is memoised on them, an element's drawing, holds. A connector's entry is kept only while
 * its two ends are the same objects.
 */
const laidBefore = new WeakMap<
  CanvasElement,
  { laid: LaidOutElement; ends: readonly (CanvasElement | undefined)[] }
>();
const NO_ENDS: readonly CanvasElement[] = [];

function laidOut(element: CanvasElement, z: number, byId: Map<string, CanvasElement>): LaidOutElement | null {
  const ends = element.kind === 'connector' ? [byId.get(element.from), byId.get(element.to)] : NO_ENDS;
  const before = laidBefore.get(element);
  if (before && before.laid.z === z && before.ends.every((end, i) => end === ends[i])) return before.laid;
  const box = element.kind === 'connector' ? laidOutConnector(element, byId) : centred(element);
  if (!box) return null;
  const fit = element.kind === 'text' && element.autoFit ? fitText(element.content, box) : undefined;
  const laid: LaidOutElement = {
    ...box,
    element,
    z,
    unit: unitOf(element, box),
    ...(element.parent !== undefined ? { frame: element.parent } : {}),
    ...(fit !== undefined && fit < 1 ? { fit } : {}),
  };
  laidBefore.set(element, { laid, ends });
  return laid;
}

/** Every element of a canvas deck as the player draws it, in drawing order. */
export function layoutCanvasElements(elements: readonly CanvasElement[]): LaidOutElement[] {
  const byId = new Map(elements.map((element) => [element.id, element]));
  return drawingOrder(elements).flatMap((element, z) => laidOut(element, z, byId) ?? []);
}
