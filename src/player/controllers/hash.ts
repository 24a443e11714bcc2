// `#step=N` deep links (N counts from 1, as people do). Read on start and when the visitor edits the
// hash; written with history.replaceState as steps change, so moving through a talk neither fills
// the back button's history nor fires hashchange back at us. Other parts of the hash are kept.
import type { Controller } from './types';

export interface HashCallbacks {
  /** The visitor changed the hash to another step (0-based index). */
  onStep(index: number): void;
}

const STEP = /^step=(\d{1,6})$/;

/** The 0-based step a hash names, or null when it names none. */
export function readStepFromHash(hash: string): number | null {
  for (const part of hash.replace(/^#/, '').split('&')) {
    const match = STEP.exec(part);
    if (match) {
      const n = Number(match[1]);
      return n >= 1 ? n - 1 : null;
    }
  }
  return null;
}

/** The hash with its step set to a 0-based index, other parts kept in place. */
export function hashWithStep(hash: string, index: number): string {
  const step = `step=${index + 1}`;
  const parts = hash.replace(/^#/, '').split('&').filter(Boolean);
  const at = parts.findIndex((part) => part.startsWith('step='));
  if (at >= 0) parts[at] = step;
  else parts.push(step);
  return `#${parts.join('&')}`;
}

export class HashController implements Controller<Window, HashCallbacks> {
  private window: Window | null = null;
  private callbacks: HashCallbacks | null = null;

  bind(win: Window, callbacks: HashCallbacks): void {
    this.destroy();
    this.window = win;
    this.callbacks = callbacks;
    win.addEventListener('hashchange', this.onHashChange);
  }

  /** The step the address asks for on start, if any. */
  initialStep(): number | null {
    return this.window ? readStepFromHash(this.window.location.hash) : null;
  }

  /** Records the step being shown in the address. */
  update(index: number): void {
    const win = this.window;
    if (!win || readStepFromHash(win.location.hash) === index) return;
    const { pathname, search, hash } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${search}${hashWithStep(hash, index)}`);
  }

  destroy(): void {
    this.window?.removeEventListener('hashchange', this.onHashChange);
    this.window = null;
    this.callbacks = null;
  }

  private readonly onHashChange = (): void => {
    const step = this.window ? readStepFromHash(this.window.location.hash) : null;
    if (step !== null) this.callbacks?.onStep(step);
  };
}
