// The camera: which point of the world is at the centre of the viewport, how large (screen pixels
// per world unit) and how turned. Pure maths, no DOM: the animator applies what this computes.
import type { Rect } from './layout';

export interface Viewport {
  width: number;
  height: number;
}

export interface Camera {
  x: number;
  y: number;
  scale: number;
  /** Degrees; the world is turned the other way so a rotated frame appears upright. */
  rotation: number;
}

export interface Flight {
  kind: 'direct' | 'arc';
  duration: number;
  /** The camera at time t ∈ [0, 1]; exactly `from` at 0 and `to` at 1. */
  at(t: number): Camera;
}

/** Space kept around a frame, as a share of the viewport on each side. */
export const FIT_MARGIN = 0.06;
export const MIN_FLIGHT_MS = 500;
export const MAX_FLIGHT_MS = 1400;

/** The camera that fits a step's frame into the viewport with a margin. */
export function cameraFor(step: { target: Rect }, viewport: Viewport, margin = FIT_MARGIN): Camera {
  const { x, y, width, height, rotation } = step.target;
  const room = 1 - 2 * margin;
  const scale = Math.min((viewport.width * room) / width, (viewport.height * room) / height);
  return { x, y, scale: Number.isFinite(scale) && scale > 0 ? scale : 1, rotation };
}

export const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
/** The turn from a to b the short way round, in degrees. */
const turn = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

/**
 * A flight between two cameras. Close frames (the destination already near the middle of the wider
 * view) get a direct ease-in-out. Distant ones get Prezi's zoom-out-and-in: the scale dips so that,
 * mid-flight, both the view we leave and the view we reach are on screen.
 */
export function flight(from: Camera, to: Camera, viewport: Viewport): Flight {
  const [s0, s1] = [from.scale, to.scale];
  const widest = Math.max(viewport.width / s0, viewport.width / s1); // world units across the wider view
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const kind = distance <= widest / 2 ? 'direct' : 'arc';
  // The scale at which a view around both cameras' views fits the viewport.
  const spanX = Math.abs(to.x - from.x) + (viewport.width / s0 + viewport.width / s1) / 2;
  const spanY = Math.abs(to.y - from.y) + (viewport.height / s0 + viewport.height / s1) / 2;
  const fitBoth = Math.min(viewport.width / spanX, viewport.height / spanY);
  const [l0, l1] = [Math.log(s0), Math.log(s1)];
  // How far (in log scale) the middle of the flight dips below the plain zoom from s0 to s1.
  const dip = kind === 'arc' ? Math.max(0, (l0 + l1) / 2 - Math.log(fitBoth)) : 0;
  const logScale = (e: number) => lerp(l0, l1, e) - dip * 4 * e * (1 - e);

  // Move across the world in proportion to 1/scale, so the pan runs at an even speed on screen: most
  // of it happens while zoomed out, and the destination stays in view while we zoom in to it.
  const samples = 64;
  const travelled = [0];
  for (let i = 1; i <= samples; i++) {
    const [a, b] = [Math.exp(-logScale((i - 1) / samples)), Math.exp(-logScale(i / samples))];
    travelled.push(travelled[i - 1]! + (a + b) / 2);
  }
  const total = travelled[samples]!;
  const panShare = (e: number) => {
    const at = e * samples;
    const i = Math.min(samples - 1, Math.floor(at));
    return lerp(travelled[i]!, travelled[i + 1]!, at - i) / total;
  };

  const zoomTravel = Math.abs(l1 - l0) + 2 * dip;
  const panTravel = distance / widest;
  const duration = Math.round(
    Math.min(MAX_FLIGHT_MS, Math.max(MIN_FLIGHT_MS, 450 + 260 * zoomTravel + 350 * panTravel)),
  );
  const rotation = turn(from.rotation, to.rotation);

  return {
    kind,
    duration,
    at(t) {
      if (t <= 0) return { ...from };
      if (t >= 1) return { ...to };
      const e = easeInOut(t);
      const p = panShare(e);
      return {
        x: lerp(from.x, to.x, p),
        y: lerp(from.y, to.y, p),
        scale: Math.exp(logScale(e)),
        rotation: from.rotation + rotation * e,
      };
    },
  };
}

const num = (value: number) => String(Number(value.toFixed(6)));

/**
 * The CSS transform of the world container (transform-origin 0 0) that shows the camera's view:
 * world point (x, y) lands in the middle of the viewport, scaled, turned by −rotation.
 */
export function toTransform(camera: Camera, viewport: Viewport): string {
  const angle = (-camera.rotation * Math.PI) / 180;
  const a = camera.scale * Math.cos(angle);
  const b = camera.scale * Math.sin(angle);
  const c = -b;
  const d = a;
  const e = viewport.width / 2 - (a * camera.x + c * camera.y);
  const f = viewport.height / 2 - (b * camera.x + d * camera.y);
  return `matrix(${[a, b, c, d, e, f].map(num).join(', ')})`;
}
