// Moves the world container: the only element whose style changes while presenting. It writes
// `transform` alone (no layout, no paint: the compositor just redraws the layer) once per animation
// frame, outside React, so a flight never re-renders a component.
//
// The world is its own compositor layer (will-change: transform) at rest too, so a key press finds
// it rasterised and the flight's first frame only moves it. A layer keeps the scale it was rasterised
// at, so on arrival the hint goes for one frame (the browser draws the world crisp at its new scale)
// and comes back the frame after, rasterised at that scale. It goes from the world and the frames
// in view only: the others are not seen at this scale, and a PDF deck mounts some forty pages
// around the camera, which were all drawn twice on arrival (frames of 100-300 ms at 4x CPU).
//
// Each frame is a compositor layer of its own as well: Chromium does not merge layers whose joint
// bounds would be mostly empty, and frames lie far apart. The frames take the same hint through
// --podium-frame-layer (Player.css), so a flight scales their bitmaps instead of rasterising them
// again at every frame's scale; without it, raster took about 3 s of 10 flights at 4x CPU.
//
// During a flight the world also runs an animation that changes nothing (an identity transform
// added to its own). Chromium hands a changed transform straight to the compositor, without
// repainting and re-layering the page, only on an element with a running transform animation; a
// transform written from script on any other element costs a paint and a layerize of the whole
// page every frame (at 4x CPU a layerize took 2-10 ms of a flight's frame; with the animation,
// 0.5-1.5 ms). Other browsers hold the same no-op and draw nothing different.

import { type Camera, flight, toTransform, type Viewport } from '../kernel/document/camera';
import { startMotion } from '../lib/after-paint';

export interface FrameClock {
  now(): number;
  request(callback: () => void): number;
  cancel(id: number): void;
  /** A flight starts: the page's deferred work waits for the function answered to be called. */
  startMotion(): () => void;
}

const browserClock: FrameClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(() => callback()),
  cancel: (id) => cancelAnimationFrame(id),
  startMotion,
};

export class CameraAnimator {
  private camera: Camera | null = null;
  private frame: number | null = null;
  /** The frame that gives the world its layer back after a flight or a jump. */
  private rest: number | null = null;
  /** The no-op animation held while flying (see above). */
  private hold: Animation | null = null;
  /** Ends the page's motion while flying: a step's bookkeeping waits for it (after-paint.ts). */
  private endMotion: (() => void) | null = null;

  constructor(
    private readonly world: HTMLElement,
    private viewport: Viewport,
    private readonly clock: FrameClock = browserClock,
  ) {}

  /** The camera on screen now (mid-flight, the camera of this animation frame). */
  get current(): Camera | null {
    return this.camera;
  }

  get flying(): boolean {
    return this.frame !== null;
  }

  /** Shows a camera at once: first paint, resizes and reduced motion. */
  jumpTo(camera: Camera, viewport: Viewport = this.viewport): void {
    this.stop();
    this.viewport = viewport;
    this.apply(camera);
    this.settle();
  }

  /** Flies from wherever the camera is now (even mid-flight) to `to`. */
  flyTo(to: Camera, onArrive?: () => void): void {
    const from = this.camera;
    this.stop();
    if (!from || sameCamera(from, to)) {
      this.apply(to);
      onArrive?.();
      return;
    }
    const path = flight(from, to, this.viewport);
    // While will-change is set the browser scales the world's bitmap each frame, which is smooth but
    // blurry when zooming in: on arrival settle() has it rasterised again at the final scale.
    this.layer(true);
    this.holdTransform();
    this.endMotion = this.clock.startMotion();
    const start = this.clock.now();
    const tick = () => {
      const t = Math.min(1, (this.clock.now() - start) / path.duration);
      this.apply(path.at(t));
      if (t < 1) {
        this.frame = this.clock.request(tick);
        return;
      }
      this.frame = null;
      this.releaseTransform();
      this.settle();
      this.stopMotion();
      onArrive?.();
    };
    this.frame = this.clock.request(tick);
  }

  /** Stops a flight where it is. */
  stop(): void {
    if (this.frame !== null) this.clock.cancel(this.frame);
    this.frame = null;
    this.releaseTransform();
    this.stopMotion();
  }

  destroy(): void {
    this.stop();
    this.cancelRest();
    this.layer(false);
  }

  /**
   * One frame without the layer hint for the world and the frames in view (drawn crisp at this
   * scale), then the hint again. The first time, before any frame has a layer, for every frame.
   */
  private settle(): void {
    this.cancelRest();
    const layered = this.world.style.getPropertyValue('--podium-frame-layer') !== '';
    const inView = layered ? this.framesInView() : [];
    if (layered) {
      this.world.style.willChange = '';
      for (const frame of inView) frame.style.willChange = 'auto';
    } else this.layer(false);
    this.rest = this.clock.request(() => {
      this.rest = null;
      this.layer(true);
      for (const frame of inView) frame.style.willChange = '';
    });
  }

  /** The world's frames whose boxes meet the player's (its parent's) on screen. */
  private framesInView(): HTMLElement[] {
    const view = this.world.parentElement?.getBoundingClientRect();
    if (!view) return [];
    return [...this.world.querySelectorAll<HTMLElement>('.podium-frame')].filter((frame) => {
      const box = frame.getBoundingClientRect();
      return box.right > view.left && box.left < view.right && box.bottom > view.top && box.top < view.bottom;
    });
  }

  /** The layer hint on the world and, through --podium-frame-layer, on each of its frames. */
  private layer(on: boolean): void {
    this.world.style.willChange = on ? 'transform' : '';
    if (on) this.world.style.setProperty('--podium-frame-layer', 'transform');
    else this.world.style.removeProperty('--podium-frame-layer');
  }

  /** Starts the flight's no-op transform animation; browsers without Web Animations skip it. */
  private holdTransform(): void {
    if (this.hold || typeof this.world.animate !== 'function') return;
    this.hold = this.world.animate(NO_OP_TRANSFORM, { duration: FLIGHT_HOLD_MS, composite: 'add' });
    // Paused, it still counts as running, and the browser has nothing to sample per frame.
    this.hold.pause();
  }

  /** Ends it when the flight ends: at rest the world has no animation, only its layer. */
  private releaseTransform(): void {
    this.hold?.cancel();
    this.hold = null;
  }

  private stopMotion(): void {
    this.endMotion?.();
    this.endMotion = null;
  }

  private cancelRest(): void {
    if (this.rest !== null) this.clock.cancel(this.rest);
    this.rest = null;
  }

  private apply(camera: Camera): void {
    this.camera = camera;
    this.world.style.transform = toTransform(camera, this.viewport);
  }
}

/** Added to the world's own transform, so the animation changes nothing on screen. */
const NO_OP_TRANSFORM: Keyframe[] = [
  { transform: 'translate(0px, 0px)' },
  { transform: 'translate(0px, 0px)' },
];
/** Longer than any flight: the animation is cancelled on arrival, never left to end. */
const FLIGHT_HOLD_MS = 60_000;

function sameCamera(a: Camera, b: Camera): boolean {
  const close = (p: number, q: number) => Math.abs(p - q) < 1e-9;
  return close(a.x, b.x) && close(a.y, b.y) && close(a.scale, b.scale) && close(a.rotation, b.rotation);
}
