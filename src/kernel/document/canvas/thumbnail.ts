// A canvas deck's thumbnail: the first step's view of the canvas, drawn small, as the player opens
// on it. Only what meets the view and is big enough to see is drawn, at most MAX_DRAWN elements
// (the largest, in drawing order), so a deck of thousands of elements still makes a thumbnail of a
// few tens of kilobytes; the title is in the SVG's accessible name.
import { escapeHtml } from '../../html';
import type { Rect } from '../layout-model';
import type { Theme } from '../themes';
import { resolveColor } from './colors';
import { layoutCanvasElements } from './element-layout';
import { centredRect } from './layout';
import type { CanvasDocument } from './model';
import { drawElement, n, type Pen, THUMBNAIL_FONT } from './thumbnail-elements';

const MAX_DRAWN = 300;
/** An element less than this many thumbnail pixels across is left out. */
const MIN_SIDE_PX = 1;
/** A deck with nothing on it shows a view of this size around the origin. */
const EMPTY_VIEW: Rect = { x: 800, y: 450, width: 1600, height: 900, rotation: 0 };

/** The rectangle, by its centre, that the player opens on: the first step's frame or view, else everything. */
export function firstView(doc: CanvasDocument): Rect {
  const byId = new Map(doc.elements.map((element) => [element.id, element]));
  for (const step of doc.path) {
    const frame = step.frame ? byId.get(step.frame) : undefined;
    if (frame) return centredRect(frame);
    if (step.view) return centredRect(step.view);
  }
  if (doc.elements.length === 0) return EMPTY_VIEW;
  const left = Math.min(...doc.elements.map((e) => e.x));
  const top = Math.min(...doc.elements.map((e) => e.y));
  const right = Math.max(...doc.elements.map((e) => e.x + e.width));
  const bottom = Math.max(...doc.elements.map((e) => e.y + e.height));
  return centredRect({ x: left, y: top, width: right - left, height: bottom - top, rotation: 0 });
}

const radiusOf = (rect: Rect) => Math.hypot(rect.width, rect.height) / 2;

export function renderCanvasThumbnail(
  doc: CanvasDocument,
  theme: Theme,
  size: { width: number; height: number },
): string {
  const view = firstView(doc);
  const scale = Math.min(size.width / view.width, size.height / view.height);
  const pen: Pen = { theme, scale };
  // A circle around each box is enough to tell what might meet the view, turned or not.
  const visible = layoutCanvasElements(doc.elements).filter(
    (laid) =>
      Math.max(laid.width, laid.height) * scale >= MIN_SIDE_PX &&
      Math.hypot(laid.x - view.x, laid.y - view.y) <= radiusOf(laid) + radiusOf(view),
  );
  const kept = new Set(
    [...visible].sort((a, b) => b.width * b.height - a.width * a.height).slice(0, MAX_DRAWN),
  );
  const drawn = visible.filter((laid) => kept.has(laid)).map((laid) => drawElement(laid, pen));
  const background = resolveColor(doc.background?.color, theme) ?? theme.background;
  const place = `translate(${n(size.width / 2)} ${n(size.height / 2)}) scale(${scale}) rotate(${n(-view.rotation)}) translate(${n(-view.x)} ${n(-view.y)})`;
  const title = escapeHtml(doc.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="${size.width}" height="${size.height}" fill="${background}"/>`,
    `<g transform="${place}" font-family="${THUMBNAIL_FONT}">`,
    ...drawn,
    '</g></svg>',
  ].join('');
}
