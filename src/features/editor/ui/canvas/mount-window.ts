// Which elements the editor mounts, by the player's rule (decision 051): only what lies near the
// camera is in the DOM, and a frame a few pixels wide on screen is drawn as its shape alone, without
// what sits in it (the player does so below OUTLINE_PX, where words are unreadable; the editor keeps
// them longer, so a small frame's content can still be picked and dragged). "Near" is a window of the world around the view, half a view wider
// on every side, kept while the camera stays inside it and near its zoom: a pan or a zoom mounts
// nothing new until it nears the window's edge, and a canvas of thousands of elements pans like one
// of ten.
import { type Box, meetsAny } from '../../../../kernel/document/frames-in-view';
import type { LaidOutElement } from '../../../../kernel/document/layout-model';
import type { Camera, Size } from './camera';

/** The world around the camera whose elements are mounted, and the zoom it was made for. */
export interface MountWindow {
  box: Box;
  zoom: number;
}

/** A frame no wider or taller than this on screen is drawn without what sits in it. */
const TINY_FRAME_PX = 16;
/** Room around the view, as a share of the view's size on each side. */
const GROW = 0.5;
/** How far the zoom may go from the window's before small frames are judged again. */
const ZOOM_SLACK = 1.5;

const boxAround = (camera: Camera, size: Size, grow: number): Box => {
  const halfWidth = (size.width / camera.zoom / 2) * (1 + 2 * grow);
  const halfHeight = (size.height / camera.zoom / 2) * (1 + 2 * grow);
  return {
    minX: camera.x - halfWidth,
    maxX: camera.x + halfWidth,
    minY: camera.y - halfHeight,
    maxY: camera.y + halfHeight,
  };
};

/**
 * The window for the camera, or null (mount everything) while the viewport has no size: before
 * layout there is nothing to judge nearness by.
 */
export function mountWindow(camera: Camera, size: Size): MountWindow | null {
  if (size.width <= 1 || size.height <= 1) return null;
  return { box: boxAround(camera, size, GROW), zoom: camera.zoom };
}

/** Whether `window` still serves the camera: the whole view inside it, the zoom near its own. */
export function stillServes(window: MountWindow | null, camera: Camera, size: Size): boolean {
  if (window === null) return mountWindow(camera, size) === null;
  const view = boxAround(camera, size, 0);
  const { box, zoom } = window;
  const inside =
    view.minX >= box.minX && view.maxX <= box.maxX && view.minY >= box.minY && view.maxY <= box.maxY;
  return inside && camera.zoom <= zoom * ZOOM_SLACK && camera.zoom >= zoom / ZOOM_SLACK;
}

/** The elements to mount for `window`, in drawing order; every one when there is no window. */
export function elementsToMount(
  laid: readonly LaidOutElement[],
  window: MountWindow | null,
): readonly LaidOutElement[] {
  if (window === null) return laid;
  const boxes = [window.box];
  const small = new Set<string>();
  for (const each of laid)
    if (each.element.kind === 'frame' && Math.max(each.width, each.height) * window.zoom < TINY_FRAME_PX)
      small.add(each.element.id);
  return laid.filter((each) => (each.frame === undefined || !small.has(each.frame)) && meetsAny(each, boxes));
}

/**
 * How many elements a move of the window brings near are let in per animation frame. Mounting a
 * hundred text boxes at once is a frame of a quarter second on a slow machine; those the move
 * brings in are mostly in the room around the view, not yet seen, and the nearest come first. The
 * pace follows the machine: it grows by a few while frames keep their time, up to a ceiling, and
 * halves after a frame that took longer than SLOW_FRAME_MS (the one that mounted the last batch,
 * mostly), which lowers the ceiling to that half. The ceiling rises by one only after CALM_FRAMES
 * frames at it kept their time, so a slow machine is not probed with a slow frame every few.
 * Once the camera rests, no frame of a gesture can be missed: at least `atRest` come in a frame,
 * and those frames do not set the pace.
 */
export const ADMIT_PER_FRAME = { first: 8, least: 2, most: 64, growth: 4, atRest: 16 };
/** A frame this long or longer is one that 30 frames a second would miss soon. */
const SLOW_FRAME_MS = 25;
/** Frames at the ceiling that kept their time before it rises by one. */
export const CALM_FRAMES = 8;

/** How many to let in next, at most how many, and how many frames at that most kept their time. */
export interface Pace {
  batch: number;
  ceiling: number;
  calm: number;
}

export const FIRST_PACE: Pace = { batch: ADMIT_PER_FRAME.first, ceiling: ADMIT_PER_FRAME.most, calm: 0 };

/** The pace after a frame that let in `pace.batch` and took `frameMs` (null: the first of a move). */
export function nextPace(pace: Pace, frameMs: number | null): Pace {
  const { least, most, growth } = ADMIT_PER_FRAME;
  if (frameMs === null) return pace;
  if (frameMs >= SLOW_FRAME_MS) {
    const half = Math.max(least, Math.floor(pace.batch / 2));
    return { batch: half, ceiling: half, calm: 0 };
  }
  if (pace.batch < pace.ceiling)
    return { ...pace, batch: Math.min(pace.ceiling, pace.batch + growth), calm: 0 };
  if (pace.calm + 1 < CALM_FRAMES) return { ...pace, calm: pace.calm + 1 };
  const ceiling = Math.min(most, pace.ceiling + 1);
  return { batch: ceiling, ceiling, calm: 0 };
}

/** Of the elements to mount for a new window, the ids that were not mounted before it: they wait. */
export function waitingAfterMove(
  wanted: readonly LaidOutElement[],
  mountedBefore: readonly LaidOutElement[],
): ReadonlySet<string> {
  const before = new Set(mountedBefore.map((each) => each.element.id));
  return new Set(wanted.filter((each) => !before.has(each.element.id)).map((each) => each.element.id));
}

/**
 * `waiting` less the `count` of them nearest the window's middle (the camera when it was made),
 * and less any no longer to be mounted.
 */
export function admitNearest(
  waiting: ReadonlySet<string>,
  wanted: readonly LaidOutElement[],
  window: MountWindow | null,
  count: number,
): ReadonlySet<string> {
  const box = window?.box;
  const [x, y] = box ? [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2] : [0, 0];
  const still = wanted.filter((each) => waiting.has(each.element.id));
  still.sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y));
  return new Set(still.slice(count).map((each) => each.element.id));
}
