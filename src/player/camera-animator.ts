// Moves the world container: the only element whose style changes while presenting, and only its
// `transform` (no layout, no paint: the compositor just redraws the layer), so a flight never
// re-renders a component.
//
// A flight is handed to the compositor as a Web Animation: its path (camera.ts `flight`) sampled
// into keyframes, played without the main thread. Scripts, hydration or a slow phone's CPU cannot
// stall it (issue #14: at 4x CPU throttling, a flight written frame by frame from requestAnimationFrame
// missed a frame in four). Where Element.animate is missing the animator writes each frame itself.
import { type Camera, type Flight, flight, toTransform, type Viewport } from './camera';

export interface FrameClock {
  now(): number;
  request(callback: () => void): number;
  cancel(id: number): void;
}

const browserClock: FrameClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(() => callback()),
  cancel: (id) => cancelAnimationFrame(id),
};

/** Keyframes per second of flight: the compositor interpolates linearly between them. */
const KEYFRAMES_PER_SECOND = 60;

/** The path of a flight as keyframes evenly spaced in time. */
export function keyframesOf(path: Flight, viewport: Viewport): Keyframe[] {
  const intervals = Math.max(1, Math.ceil((path.duration / 1000) * KEYFRAMES_PER_SECOND));
  return Array.from({ length: intervals + 1 }, (_, i) => ({
    transform: toTransform(path.at(i / intervals), viewport),
  }));
}

interface InFlight {
  path: Flight;
  start: number;
  /** The compositor's animation, or the next animation frame's id where there is none. */
  animation: Animation | null;
  frame: number | null;
}

export class CameraAnimator {
  /** The camera at rest, or where the flight in progress started. */
  private camera: Camera | null = null;
  private flight: InFlight | null = null;

  constructor(
    private readonly world: HTMLElement,
    private viewport: Viewport,
    private readonly clock: FrameClock = browserClock,
  ) {}

  /** The camera on screen now (mid-flight, where the flight has got to). */
  get current(): Camera | null {
    return this.flight ? this.flight.path.at(this.progress(this.flight)) : this.camera;
  }

  get flying(): boolean {
    return this.flight !== null;
  }

  /** Shows a camera at once: first paint, resizes and reduced motion. */
  jumpTo(camera: Camera, viewport: Viewport = this.viewport): void {
    this.stop();
    this.viewport = viewport;
    this.apply(camera);
  }

  /** Flies from wherever the camera is now (even mid-flight) to `to`. */
  flyTo(to: Camera, onArrive?: () => void): void {
    const from = this.current;
    this.stop();
    if (!from || sameCamera(from, to)) {
      this.apply(to);
      onArrive?.();
      return;
    }
    const path = flight(from, to, this.viewport);
    // will-change only for the flight: while it is set the browser rasterises the world once and
    // scales that bitmap each frame, which is smooth but blurry when zooming in. Removing it on
    // arrival makes the browser re-rasterise at the final scale, so text is crisp at every zoom level.
    this.world.style.willChange = 'transform';
    const current: InFlight = { path, start: this.clock.now(), animation: null, frame: null };
    this.flight = current;
    const arrive = () => {
      if (this.flight !== current) return;
      this.flight = null;
      this.apply(to); // the resting transform first, so dropping the animation shows no jump
      current.animation?.cancel();
      this.world.style.willChange = '';
      onArrive?.();
    };
    if (typeof this.world.animate === 'function') {
      current.animation = this.world.animate(keyframesOf(path, this.viewport), {
        duration: path.duration,
        easing: 'linear',
        fill: 'forwards',
      });
      current.animation.onfinish = arrive;
      return;
    }
    const tick = () => {
      const t = this.progress(current);
      if (t >= 1) {
        arrive();
        return;
      }
      this.world.style.transform = toTransform(path.at(t), this.viewport);
      current.frame = this.clock.request(tick);
    };
    current.frame = this.clock.request(tick);
  }

  /** Stops a flight where it is. */
  stop(): void {
    const current = this.flight;
    if (!current) return;
    const here = current.path.at(this.progress(current));
    this.flight = null;
    this.apply(here);
    current.animation?.cancel();
    if (current.frame !== null) this.clock.cancel(current.frame);
    this.world.style.willChange = '';
  }

  destroy(): void {
    this.stop();
  }

  /** How far (0–1) a flight has got: the compositor's own time when it plays the flight. */
  private progress(current: InFlight): number {
    const played = current.animation?.currentTime;
    const elapsed = typeof played === 'number' ? played : this.clock.now() - current.start;
    return Math.min(1, Math.max(0, elapsed / current.path.duration));
  }

  private apply(camera: Camera): void {
    this.camera = camera;
    this.world.style.transform = toTransform(camera, this.viewport);
  }
}

function sameCamera(a: Camera, b: Camera): boolean {
  const close = (p: number, q: number) => Math.abs(p - q) < 1e-9;
  return close(a.x, b.x) && close(a.y, b.y) && close(a.scale, b.scale) && close(a.rotation, b.rotation);
}
