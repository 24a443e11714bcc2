// Touch swipes: a quick horizontal swipe moves a step (left → next, right → previous). Vertical
// movement is left alone, so the page still scrolls; the player's CSS (touch-action: pan-y) tells the
// browser the horizontal axis is ours.
import type { Controller } from './types';

export const SWIPE = { minDistance: 50, maxDuration: 600 } as const;

export interface TouchCallbacks {
  onNavigate(action: 'next' | 'previous'): void;
}

interface Start {
  x: number;
  y: number;
  time: number;
}

export class TouchController implements Controller<HTMLElement, TouchCallbacks> {
  private target: HTMLElement | null = null;
  private callbacks: TouchCallbacks | null = null;
  private start: Start | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  bind(target: HTMLElement, callbacks: TouchCallbacks): void {
    this.destroy();
    this.target = target;
    this.callbacks = callbacks;
    target.addEventListener('touchstart', this.onStart, { passive: true });
    target.addEventListener('touchend', this.onEnd, { passive: true });
    target.addEventListener('touchcancel', this.onCancel, { passive: true });
  }

  destroy(): void {
    this.target?.removeEventListener('touchstart', this.onStart);
    this.target?.removeEventListener('touchend', this.onEnd);
    this.target?.removeEventListener('touchcancel', this.onCancel);
    this.target = null;
    this.callbacks = null;
    this.start = null;
  }

  private readonly onStart = (event: TouchEvent): void => {
    const touch = event.touches[0];
    // A second finger means a pinch, not a swipe.
    this.start =
      event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY, time: this.now() } : null;
  };

  private readonly onCancel = (): void => {
    this.start = null;
  };

  private readonly onEnd = (event: TouchEvent): void => {
    const { start } = this;
    const touch = event.changedTouches[0];
    this.start = null;
    if (!start || !touch || !this.callbacks) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (this.now() - start.time > SWIPE.maxDuration) return; // a slow drag, not a swipe
    if (Math.abs(dx) < SWIPE.minDistance || Math.abs(dy) > Math.abs(dx)) return; // too short, or a scroll
    this.callbacks.onNavigate(dx < 0 ? 'next' : 'previous');
  };
}
