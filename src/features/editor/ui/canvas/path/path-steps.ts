// What the path panel shows of a step and where the camera goes for it: pure, so the panel, its
// tests and the reorder gestures (buttons, Alt+arrows, drag) agree on one answer.
import type { CanvasDocument, FrameElement, PathStep } from '../../../../../kernel/document/canvas/model';
import { type BoxLike, boundsOfBoxes } from '../camera';

/** Each document's elements by id, made once per list: a panel of a hundred steps looks up a hundred frames. */
const indexes = new WeakMap<CanvasDocument['elements'], Map<string, CanvasDocument['elements'][number]>>();

export const frameOfStep = (doc: CanvasDocument, step: PathStep): FrameElement | undefined => {
  if (step.frame === undefined) return undefined;
  let byId = indexes.get(doc.elements);
  if (!byId) {
    byId = new Map(doc.elements.map((element) => [element.id, element]));
    indexes.set(doc.elements, byId);
  }
  const element = byId.get(step.frame);
  return element?.kind === 'frame' ? element : undefined;
};

/** The step's own title, else its frame's; undefined when neither names it ("Step n" is the panel's). */
export const stepTitleOf = (doc: CanvasDocument, step: PathStep): string | undefined =>
  step.title ?? frameOfStep(doc, step)?.title;

/**
 * What the editor's camera shows for the step: the frame's box, upright around it when the frame is
 * turned (the editor's camera never rotates), or the saved view; null when the frame is gone.
 */
export function stepBox(doc: CanvasDocument, step: PathStep): BoxLike | null {
  const frame = frameOfStep(doc, step);
  if (frame) return boundsOfBoxes([frame]);
  if (step.view) return boundsOfBoxes([step.view]);
  return null;
}

/** Where a step lands when moved by `delta` places, or null when it would leave the path. */
export function shiftedIndex(index: number, delta: number, length: number): number | null {
  const to = index + delta;
  return to < 0 || to >= length || to === index ? null : to;
}
