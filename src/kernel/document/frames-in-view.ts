// Which frames the player mounts: a deck of 200 steps or a 120-page PDF must load
// and fly like a short one, so only the frames the camera can show soon are in the DOM, and only
// their pictures are downloaded and decoded.
//
// "Soon" is the view of the current step, the views of its neighbours, and what a flight between
// the step shown before and the current one passes over. A flight (camera.ts) never shows more than
// the box around the two views it joins: a direct flight moves between them, and an arc zooms out
// just far enough to show both. So the frames to mount are those that meet one of those boxes.

import { type Camera, cameraFor, flight, type Viewport } from './camera';
import type { Layout, Rect, Step } from './layout';
import { boundsOf } from './layout-model';

/** Extra room around each box, as a share of its size: a resize or a late frame is not cut off. */
const MARGIN = 0.1;
/** A mounted frame never wider than this on screen is drawn as its shape alone (outlinedFrames). */
export const OUTLINE_PX = 48;
/** Cameras sampled along each flight to find how large a frame gets on screen. */
const FLIGHT_SAMPLES = 32;

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The axis-aligned box of the world a step's camera shows. */
export function viewOf(step: Step, viewport: Viewport): Box {
  return cameraView(cameraFor(step, viewport), viewport);
}

function cameraView(camera: Camera, viewport: Viewport): Box {
  return boundsOf([
    {
      x: camera.x,
      y: camera.y,
      width: viewport.width / camera.scale,
      height: viewport.height / camera.scale,
      rotation: camera.rotation,
    },
  ]);
}

/**
 * The box around two views, grown to the viewport's shape around its centre: the widest view of an
 * arc fits both views into the viewport, so it reaches past their box on its shorter side.
 */
function around(a: Box, b: Box, viewport: Viewport): Box {
  const box = {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
  const [width, height] = [box.maxX - box.minX, box.maxY - box.minY];
  const aspect = viewport.width / viewport.height;
  const [cx, cy] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  const [halfW, halfH] = [Math.max(width, height * aspect) / 2, Math.max(height, width / aspect) / 2];
  return { minX: cx - halfW, minY: cy - halfH, maxX: cx + halfW, maxY: cy + halfH };
}

const widened = (box: Box): Box => {
  const dx = (box.maxX - box.minX) * MARGIN;
  const dy = (box.maxY - box.minY) * MARGIN;
  return { minX: box.minX - dx, minY: box.minY - dy, maxX: box.maxX + dx, maxY: box.maxY + dy };
};

/** Each frame's box, worked out once: a key press tests every frame against ~130 cameras. */
const frameBoxes = new WeakMap<Rect, Box>();

const meets = (frame: Rect, box: Box): boolean => {
  let f = frameBoxes.get(frame);
  if (!f) {
    f = boundsOf([frame]);
    frameBoxes.set(frame, f);
  }
  return f.minX <= box.maxX && f.maxX >= box.minX && f.minY <= box.maxY && f.maxY >= box.minY;
};

/**
 * How far ahead the frames are drawn for: `soon`, the flights from the steps shown before (latest
 * first) and to the neighbouring steps; `arriving`, only the flight that arrives at the step now,
 * from the step shown just before it.
 */
export type Reach = 'soon' | 'arriving';

/** The steps whose flights to or from step `index` the frames are drawn for. */
const stepsAround = (index: number, before: readonly number[], reach: Reach) =>
  reach === 'soon' ? [index - 1, index + 1, ...before] : before.slice(0, 1);

/**
 * The boxes of the world step `index` may show soon, after the steps `before` (latest first; none on
 * first paint): its view, and the flights from them or to the neighbouring steps. Null when the
 * step does not exist (then everything is drawn).
 */
export function reachBoxes(
  layout: Pick<Layout, 'steps'>,
  index: number,
  before: readonly number[],
  viewport: Viewport,
  reach: Reach = 'soon',
): Box[] | null {
  const view = (i: number) => {
    const step = layout.steps[i];
    return step ? viewOf(step, viewport) : null;
  };
  const here = view(index);
  if (!here) return null;
  const boxes = stepsAround(index, before, reach)
    .map(view)
    .filter((box): box is Box => box !== null)
    .map((box) => widened(around(here, box, viewport)));
  boxes.push(widened(here));
  return boxes;
}

/** Whether a rectangle meets one of the boxes (reachBoxes). */
export const meetsAny = (rect: Rect, boxes: readonly Box[]): boolean => boxes.some((box) => meets(rect, box));

/** The ids of the frames to mount when step `index` is shown after the steps `before`. */
export function framesInView(
  layout: Layout,
  index: number,
  before: readonly number[],
  viewport: Viewport,
  reach: Reach = 'soon',
): Set<string> {
  const boxes = reachBoxes(layout, index, before, viewport, reach);
  if (!boxes) return new Set(layout.frames.map((frame) => frame.id));
  return new Set(layout.frames.filter((frame) => meetsAny(frame, boxes)).map((f) => f.id));
}

/**
 * Of the mounted frames, those never wider than OUTLINE_PX on screen, at the current step or along
 * the flights to its neighbours and from the steps shown before: drawn as their shape alone, since
 * their words would be a few pixels high. On the overview of a 200-step deck that is most of them.
 */
export function outlinedFrames(
  layout: Layout,
  mounted: ReadonlySet<string>,
  index: number,
  before: readonly number[],
  viewport: Viewport,
  reach: Reach = 'soon',
): Set<string> {
  const step = layout.steps[index];
  if (!step) return new Set();
  const here = cameraFor(step, viewport);
  const cameras = [here];
  for (const other of stepsAround(index, before, reach)) {
    const there = layout.steps[other];
    if (!there) continue;
    const path = flight(cameraFor(there, viewport), here, viewport);
    for (let i = 0; i < FLIGHT_SAMPLES; i++) cameras.push(path.at(i / FLIGHT_SAMPLES));
  }
  const views = cameras.map((camera) => ({
    box: widened(cameraView(camera, viewport)),
    scale: camera.scale,
  }));
  const small = (frame: Rect) =>
    views.every(
      ({ box, scale }) => !meets(frame, box) || Math.max(frame.width, frame.height) * scale < OUTLINE_PX,
    );
  return new Set(layout.frames.filter((frame) => mounted.has(frame.id) && small(frame)).map((f) => f.id));
}

/** The frames the player draws: those mounted, and of those the ones drawn as their shape alone. */
export interface DrawnFrames {
  mounted: ReadonlySet<string>;
  outlined: ReadonlySet<string>;
}

/**
 * The frames to draw for step `index` shown after `before`, as far ahead as `reach`: the flight
 * arriving now alone is what the previous step's frames already cover.
 */
export function drawnFor(
  layout: Layout,
  index: number,
  before: readonly number[],
  viewport: Viewport,
  reach: Reach,
): DrawnFrames {
  const mounted = framesInView(layout, index, before, viewport, reach);
  return { mounted, outlined: outlinedFrames(layout, mounted, index, before, viewport, reach) };
}

/** Whether `drawn` lacks frame `id` of `needed`: not mounted, or a shape where its words are needed. */
const lacksFrame = (drawn: DrawnFrames, needed: DrawnFrames, id: string) =>
  !drawn.mounted.has(id) || (drawn.outlined.has(id) && !needed.outlined.has(id));

/** Whether `drawn` lacks a frame `needed` mounts, or draws one as its shape that it needs in full. */
export function lacks(drawn: DrawnFrames, needed: DrawnFrames): boolean {
  for (const id of needed.mounted) if (lacksFrame(drawn, needed, id)) return true;
  return false;
}

/**
 * The next piece of `needed` to draw once the camera is still: every frame it lacks that is drawn
 * as its shape (one SVG, cheap), and the first one it lacks in full (its words and its picture). A
 * PDF deck's landing added three pages at once, and their layout and pictures held the frames after
 * it back at 4x CPU; drawn one an idle period, each fits between frames.
 */
export function nextToDraw(drawn: DrawnFrames, needed: DrawnFrames): DrawnFrames {
  const mounted = new Set<string>();
  const outlined = new Set<string>();
  let oneInFull = false;
  for (const id of needed.mounted) {
    if (!lacksFrame(drawn, needed, id)) continue;
    if (needed.outlined.has(id)) {
      mounted.add(id);
      outlined.add(id);
    } else if (!oneInFull) {
      oneInFull = true;
      mounted.add(id);
    }
  }
  return { mounted, outlined };
}

/**
 * How many frames may stay drawn past what the current step needs before the player drops them.
 * Unmounting the frames a step no longer needs took half of a step's render at the key press,
 * so they stay, as they were drawn, and go together once the camera is still and more
 * than this many have gathered. Within it, a deck's frames stay mounted once shown.
 */
export const LINGER_LIMIT = 40;

/**
 * The frames to draw for a step that `needed` (framesInView, outlinedFrames) when `drawn` were
 * drawn: the needed ones, and the drawn ones as they were. A frame drawn in full keeps its words.
 */
export function keepDrawn(drawn: DrawnFrames, needed: DrawnFrames): DrawnFrames {
  const mounted = new Set([...drawn.mounted, ...needed.mounted]);
  const inFull = (frames: DrawnFrames, id: string) => frames.mounted.has(id) && !frames.outlined.has(id);
  const outlined = new Set([...mounted].filter((id) => !inFull(drawn, id) && !inFull(needed, id)));
  return { mounted, outlined };
}

/** How many of the drawn frames, or of their words, the step does not need. */
export function lingering(drawn: DrawnFrames, needed: DrawnFrames): number {
  let count = 0;
  for (const id of drawn.mounted) {
    if (!needed.mounted.has(id)) count++;
    else if (!drawn.outlined.has(id) && needed.outlined.has(id)) count++;
  }
  return count;
}
