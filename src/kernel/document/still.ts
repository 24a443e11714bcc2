// A deck's steps as still pictures (the print view): the size of the picture,
// the camera of each step and the frames it shows. Pure maths over the layout, no DOM.

import { type Camera, cameraFor, FIT_MARGIN, type Viewport } from './camera';
import { elementsToDraw } from './canvas/elements-in-view';
import { OUTLINE_PX, viewOf } from './frames-in-view';
import { type Bounds, boundsOf, type LaidOutElement, type LaidOutFrame, type Layout } from './layout-model';

/** The largest picture that fits a landscape A4 or Letter page inside 10 mm margins, with a caption. */
export const STILL_BOX = { width: 960, height: 640 } as const;
/** The player's own shape, for decks of topics (their frames are circles, not slides). */
export const PLAYER_ASPECT = 16 / 9;

export interface Still {
  viewport: Viewport;
  /** Space kept around the step's frame: none for slides (a PDF page fills its picture). */
  margin: number;
}

const isSlide = (layout: Layout, frameId: string) =>
  layout.frames.find((frame) => frame.id === frameId)?.imageFill === true;

/**
 * The picture every step is drawn in, at the slide's aspect ratio: a deck made of slides (PDF pages)
 * takes its first slide's shape and fills it edge to edge; any other deck takes the player's 16:9.
 */
export function stillOf(layout: Layout): Still {
  const first = layout.steps[0];
  const slides = first !== undefined && layout.steps.every((step) => isSlide(layout, step.frameId));
  const aspect = slides ? clampAspect(first.target.width / first.target.height) : PLAYER_ASPECT;
  const width = Math.round(Math.min(STILL_BOX.width, STILL_BOX.height * aspect));
  return { viewport: { width, height: Math.round(width / aspect) }, margin: slides ? 0 : FIT_MARGIN };
}

/** A sliver of a page would print as a line: keep shapes between a tall and a wide banner. */
const clampAspect = (aspect: number) =>
  Number.isFinite(aspect) ? Math.min(4, Math.max(0.25, aspect)) : PLAYER_ASPECT;

const meets = (a: Bounds, b: Bounds) =>
  a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

export interface StepStill {
  camera: Camera;
  /** The frames the picture shows, each marked when it is too small to read (drawn as its shape). */
  frames: Array<{ frame: LaidOutFrame; outline: boolean }>;
  /** A canvas deck's elements the picture shows, frames included, in drawing order. */
  elements?: LaidOutElement[];
}

/** What step `index` shows: its camera and the frames in its view. */
export function stepStill(layout: Layout, index: number, still: Still): StepStill {
  const step = layout.steps[index];
  if (!step) throw new RangeError(`The deck has no step ${index}`);
  const camera = cameraFor(step, still.viewport, still.margin);
  const view = viewOf(step, still.viewport);
  const frames = layout.frames
    .filter((frame) => meets(boundsOf([frame]), view))
    .map((frame) => ({ frame, outline: frame.width * camera.scale < OUTLINE_PX }));
  if (!layout.elements) return { camera, frames };
  const drawn = {
    mounted: new Set(frames.map(({ frame }) => frame.id)),
    outlined: new Set(frames.filter(({ outline }) => outline).map(({ frame }) => frame.id)),
  };
  return { camera, frames, elements: elementsToDraw(layout.elements, drawn, [view]) };
}
