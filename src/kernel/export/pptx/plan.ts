// A canvas deck as PowerPoint slides: one slide per step of the path, showing what the step's frame
// or saved view shows, with every element kept editable: text as text boxes with their runs,
// pictures with their alt text, shapes, lines, connectors and tables, and the frames nested in the
// step as their outlines. Positions are inches on a slide SLIDE_WIDTH_IN wide and as tall as the
// first step's proportions; a step of other proportions is fitted in the middle. Colours are
// resolved in the deck's theme, sizes are points. Pure: the file is written from this plan
// (features/viewing/pptx-export.ts).

import { layoutCanvasElements } from '../../document/canvas/element-layout';
import type { CanvasDocument } from '../../document/canvas/model';
import type { LaidOutElement } from '../../document/layout-model';
import type { Theme } from '../../document/themes';
import { hex, itemsOf, round } from './items';
import type { Mapping, PlannedSlide, SlidePlan, StepBox } from './plan-model';

export type * from './plan-model';

/** PowerPoint's widescreen slide is 13.333 in wide. */
export const SLIDE_WIDTH_IN = 13.333;

function mappingFor(box: StepBox, widthIn: number, heightIn: number): Mapping {
  const scale = Math.min(widthIn / box.width, heightIn / box.height);
  return {
    box,
    scale,
    offsetX: (widthIn - box.width * scale) / 2,
    offsetY: (heightIn - box.height * scale) / 2,
  };
}

/** The world box a step shows: its frame's, or its saved view's; null when its frame is gone. */
function stepBox(doc: CanvasDocument, step: CanvasDocument['path'][number]): StepBox | null {
  const frame = step.frame ? doc.elements.find((element) => element.id === step.frame) : undefined;
  const box = frame ?? step.view;
  if (!box || box.width <= 0 || box.height <= 0) return null;
  return { minX: box.x, minY: box.y, width: box.width, height: box.height };
}

const meets = (laid: LaidOutElement, box: StepBox) => {
  const reach = Math.hypot(laid.width, laid.height) / 2;
  return (
    laid.x + reach > box.minX &&
    laid.x - reach < box.minX + box.width &&
    laid.y + reach > box.minY &&
    laid.y - reach < box.minY + box.height
  );
};

/** The deck's slides in path order; `notes` keeps each step's speaker notes. */
export function planSlides(doc: CanvasDocument, theme: Theme, options: { notes: boolean }): SlidePlan {
  const laid = layoutCanvasElements(doc.elements);
  const steps = doc.path.flatMap((step) => {
    const box = stepBox(doc, step);
    return box ? [{ step, box }] : [];
  });
  const first = steps[0]?.box;
  const widthIn = SLIDE_WIDTH_IN;
  const heightIn = round(
    first ? Math.min(widthIn * 2, (widthIn * first.height) / first.width) : widthIn * (9 / 16),
  );
  const background = hex(doc.background?.color ?? 'theme:background', theme);
  const slides = steps.map(({ step, box }, i): PlannedSlide => {
    const m = mappingFor(box, widthIn, heightIn);
    const frame = step.frame;
    const frameElement = frame ? doc.elements.find((element) => element.id === frame) : undefined;
    // A rectangle or circle frame is drawn on its surface, which fills the slide as it fills the view.
    const surface =
      frameElement?.kind === 'frame' &&
      (frameElement.shape === 'rectangle' || frameElement.shape === 'circle')
        ? (frameElement.fill ?? 'theme:surface')
        : frameElement?.kind === 'frame'
          ? frameElement.fill
          : undefined;
    const fill = hex(surface, theme);
    return {
      title: step.title ?? (frameElement?.kind === 'frame' ? frameElement.title : undefined) ?? `${i + 1}`,
      ...((fill ?? background) ? { background: fill ?? background } : {}),
      items: laid
        .filter((each) => each.element.id !== frame && meets(each, box))
        .flatMap((each) => itemsOf(each, m, theme)),
      ...(options.notes && step.notes ? { notes: step.notes } : {}),
    };
  });
  return { title: doc.title, widthIn, heightIn, slides };
}
