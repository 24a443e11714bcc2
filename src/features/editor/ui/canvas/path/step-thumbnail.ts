// A step's thumbnail for the path panel: the kernel's canvas thumbnail with the path cut to that one
// step, so it draws what the player shows there. Only the elements whose box meets the step's view
// (and the ends of their connectors) are handed over: they are what the thumbnail can show, so a
// step's thumbnail needs redrawing only when one of them changes, and a panel of a hundred steps
// over thousands of elements lays out each element about once, not once per step.
import { centredRect } from '../../../../../kernel/document/canvas/layout';
import type {
  CameraView,
  CanvasDocument,
  CanvasElement,
  PathStep,
} from '../../../../../kernel/document/canvas/model';
import { renderCanvasThumbnail } from '../../../../../kernel/document/canvas/thumbnail';
import type { Theme } from '../../../../../kernel/document/themes';
import { frameOfStep } from './path-steps';

/** Drawn at twice the size the panel shows it, for sharp screens. */
export const THUMBNAIL_SIZE = { width: 160, height: 90 } as const;

interface Circle {
  element: CanvasElement;
  x: number;
  y: number;
  radius: number;
}

const circleAround = (box: CanvasElement | CameraView) => {
  const centred = centredRect(box);
  return { x: centred.x, y: centred.y, radius: Math.hypot(centred.width, centred.height) / 2 };
};

/** A circle around each element's box: enough to tell what may meet a view, turned or not. */
export const circlesOf = (elements: readonly CanvasElement[]): Circle[] =>
  elements.map((element) => ({ element, ...circleAround(element) }));

/** The elements that may show in the view, in the document's order. */
export function elementsMeeting(
  circles: readonly Circle[],
  view: CanvasElement | CameraView,
): CanvasElement[] {
  const centre = circleAround(view);
  const kept = new Set<string>();
  for (const circle of circles) {
    if (Math.hypot(circle.x - centre.x, circle.y - centre.y) > circle.radius + centre.radius) continue;
    kept.add(circle.element.id);
    // A connector is laid out between its ends, which may lie outside the view.
    if (circle.element.kind === 'connector')
      for (const end of [circle.element.from, circle.element.to]) kept.add(end);
  }
  return circles.flatMap((circle) => (kept.has(circle.element.id) ? [circle.element] : []));
}

/** What the step's thumbnail shows: the elements it draws, or null when its frame is gone. */
export function stepScene(
  doc: CanvasDocument,
  circles: readonly Circle[],
  step: PathStep,
): CanvasElement[] | null {
  const frame = frameOfStep(doc, step);
  const view = frame ?? step.view;
  return view ? elementsMeeting(circles, view) : null;
}

/** The thumbnail of a step drawing `elements` (its scene), as SVG markup. */
export const stepThumbnailSvg = (
  doc: CanvasDocument,
  step: PathStep,
  elements: CanvasElement[],
  theme: Theme,
): string => renderCanvasThumbnail({ ...doc, elements, path: [step] }, theme, THUMBNAIL_SIZE);

/** The SVG as an image address: an <img> keeps a hundred thumbnails out of the page's DOM. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
