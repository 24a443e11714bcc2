// The editor's camera: which world point is at the middle of the viewport and how many screen pixels
// a world unit takes. Unlike the player's, it never rotates: people edit upright, as in Prezi.
// Pure arithmetic, shared by the viewport, the path panel ("add this view") and the tests.
import type { CameraView } from '../../../../kernel/document/canvas/model';

export interface Camera {
  /** The world point at the viewport's centre. */
  x: number;
  y: number;
  /** Screen pixels per world unit. */
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface BoxLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const ZOOM_LIMITS = { min: 1e-6, max: 1e6 } as const;
const clampZoom = (zoom: number) => Math.min(Math.max(zoom, ZOOM_LIMITS.min), ZOOM_LIMITS.max);

export const worldToScreen = (camera: Camera, viewport: Size, point: Point): Point => ({
  x: (point.x - camera.x) * camera.zoom + viewport.width / 2,
  y: (point.y - camera.y) * camera.zoom + viewport.height / 2,
});

/**
 * The CSS transform (origin at the viewport's top left) that carries what was drawn in screen
 * pixels for camera `from` to where camera `to` shows it; null when they are the same view.
 */
export function cameraShift(from: Camera, to: Camera, viewport: Size): string | null {
  if (from.x === to.x && from.y === to.y && from.zoom === to.zoom) return null;
  const k = to.zoom / from.zoom;
  const x = (viewport.width / 2) * (1 - k) + (from.x - to.x) * to.zoom;
  const y = (viewport.height / 2) * (1 - k) + (from.y - to.y) * to.zoom;
  return `translate(${x}px, ${y}px) scale(${k})`;
}

export const screenToWorld = (camera: Camera, viewport: Size, point: Point): Point => ({
  x: (point.x - viewport.width / 2) / camera.zoom + camera.x,
  y: (point.y - viewport.height / 2) / camera.zoom + camera.y,
});

/** Zooms by `factor` keeping the world point under `at` (a screen point) where it is. */
export function zoomAt(camera: Camera, viewport: Size, at: Point, factor: number): Camera {
  const zoom = clampZoom(camera.zoom * factor);
  const anchor = screenToWorld(camera, viewport, at);
  return {
    zoom,
    x: anchor.x - (at.x - viewport.width / 2) / zoom,
    y: anchor.y - (at.y - viewport.height / 2) / zoom,
  };
}

/** Moves the view by a screen distance (a drag of the canvas, a two-finger scroll). */
export const panBy = (camera: Camera, dx: number, dy: number): Camera => ({
  ...camera,
  x: camera.x - dx / camera.zoom,
  y: camera.y - dy / camera.zoom,
});

/** The camera that shows `box` whole, with `margin` (a share of the viewport) left around it. */
export function fitBox(box: BoxLike, viewport: Size, margin = 0.08): Camera {
  const room = 1 - 2 * margin;
  const zoom = clampZoom(
    Math.min(
      (viewport.width * room) / Math.max(box.width, 1e-9),
      (viewport.height * room) / Math.max(box.height, 1e-9),
    ),
  );
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, zoom };
}

/** What the viewport shows, as a saved view of the path. */
export const viewOf = (camera: Camera, viewport: Size): CameraView => ({
  x: camera.x - viewport.width / 2 / camera.zoom,
  y: camera.y - viewport.height / 2 / camera.zoom,
  width: viewport.width / camera.zoom,
  height: viewport.height / camera.zoom,
  rotation: 0,
});

/** The smallest upright box around `boxes` (each may be rotated about its centre), or null for none. */
export function boundsOfBoxes(boxes: readonly (BoxLike & { rotation?: number })[]): BoxLike | null {
  if (boxes.length === 0) return null;
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const box of boxes) {
    const rad = ((box.rotation ?? 0) * Math.PI) / 180;
    const [cos, sin] = [Math.abs(Math.cos(rad)), Math.abs(Math.sin(rad))];
    const halfW = (box.width * cos + box.height * sin) / 2;
    const halfH = (box.width * sin + box.height * cos) / 2;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    left = Math.min(left, cx - halfW);
    right = Math.max(right, cx + halfW);
    top = Math.min(top, cy - halfH);
    bottom = Math.max(bottom, cy + halfH);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** What the rest of the editor asks of the viewport's camera. */
export interface EditorCamera {
  /** The view as it stands (for "add this view as a step"). */
  currentView(): CameraView;
  /**
   * Flies (or cuts, under reduced motion) to show the box whole, with `margin` (a share of the
   * viewport, fitBox's by default) around it.
   */
  show(box: BoxLike, margin?: number): void;
  /** The world point at the middle of the viewport: where inserted elements land. */
  centre(): Point;
  /** World units per screen pixel: inserted elements are sized to look the same at any zoom. */
  unitsPerPixel(): number;
}
