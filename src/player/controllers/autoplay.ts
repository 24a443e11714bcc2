// Autoplay: advance one step every interval. A viewer who clicks, touches, scrolls or presses a key
// has taken over, so autoplay pauses for good unless it is forced (an embed with autoplay forced on).
import type { Controller } from './types';

export const AUTOPLAY_INTERVAL_MS = 6000;

export interface AutoplayCallbacks {
  onAdvance(): void;
}

export interface AutoplayState {
  /** shouldAutoplay or forceAutoplay. */
  enabled: boolean;
  /** forceAutoplay: keeps going through user input. */
  forced: boolean;
  /** The step shown: a new step re-arms the timer, so each one gets a whole interval. */
  step: number;
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export class AutoplayController implements Controller<HTMLElement, AutoplayCallbacks> {
  private target: HTMLElement | null = null;
  private callbacks: AutoplayCallbacks | null = null;
  private state: AutoplayState = { enabled: false, forced: false, step: 0 };
  private paused = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly intervalMs = AUTOPLAY_INTERVAL_MS) {}

  bind(target: HTMLElement, callbacks: AutoplayCallbacks): void {
    this.destroy();
    this.target = target;
    this.callbacks = callbacks;
    for (const name of INPUT_EVENTS) target.addEventListener(name, this.onInput, { passive: true });
  }

  /** New settings or a new step: (re)starts the interval. */
  update(state: AutoplayState = this.state): void {
    this.state = state;
    this.schedule();
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** Stops until resumed: the end of the path, or the viewer taking over. */
  pause(): void {
    this.paused = true;
    this.clear();
  }

  resume(): void {
    this.paused = false;
    this.schedule();
  }

  destroy(): void {
    for (const name of INPUT_EVENTS) this.target?.removeEventListener(name, this.onInput);
    this.clear();
    this.target = null;
    this.callbacks = null;
  }

  private schedule(): void {
    this.clear();
    if (!this.callbacks || !this.state.enabled || this.paused) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.callbacks?.onAdvance();
    }, this.intervalMs);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private readonly onInput = (): void => {
    if (!this.state.forced) this.pause();
  };
}
