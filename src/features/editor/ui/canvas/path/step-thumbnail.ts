// A step's thumbnail for the path panel: the kernel's canvas thumbnail with the path cut to that one
// step, so it draws what the player shows there. Only the elements whose box meets the step's view
// are handed over (and the ends of their connectors), so a panel of a hundred steps over thousands
// of elements lays out each element about once, not once per step.
import { centredRect } from '../../../../../kernel/document/canvas/layout';
import type { CanvasDocument, CanvasElement, PathStep } from '../../../../../kernel/document/canvas/model';
import { renderCanvasThumbnail } from '../../../../../kernel/document/canvas/thumbnail';
import type { Theme } from '../../../../../kernel/document/themes';
import { frameOfStep } from './path-steps';

/** Drawn at twice the size the panel shows it, for sharp screens. */
export const THUMBNAIL_SIZE = { width: 160, height: 90 } as const;

const radius = (box: { width: number; height: number }) => Math.hypot(box.width, box.height) / 2;

/** The elements that may show in the view: a circle around each box is enough, turned or not. */
export function elementsMeeting(elements: readonly CanvasElement[], view: CanvasElement | PathStep['view']) {
  if (!view) return [];
  const centre = centredRect(view);
  const near = elements.filter((element) => {
    const box = centredRect(element);
    return Math.hypot(box.x - centre.x, box.y - centre.y) <= radius(box) + radius(centre);
  });
  const kept = new Set(near.map((element) => element.id));
  // A connector is laid out between its ends, which may lie outside the view.
  for (const element of near)
    if (element.kind === 'connector') for (const end of [element.from, element.to]) kept.add(end);
  return elements.filter((element) => kept.has(element.id));
}

/** The step's thumbnail as SVG markup, or null when its frame is gone. */
export function stepThumbnailSvg(doc: CanvasDocument, step: PathStep, theme: Theme): string | null {
  const frame = frameOfStep(doc, step);
  if (step.frame !== undefined && !frame) return null;
  const elements = elementsMeeting(doc.elements, frame ?? step.view);
  return renderCanvasThumbnail({ ...doc, elements, path: [step] }, theme, THUMBNAIL_SIZE);
}

/** The SVG as an image address: an <img> keeps a hundred thumbnails out of the page's DOM. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
