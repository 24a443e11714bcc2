// Fullscreen for the player element. Safari before 16.4 only knows the webkit-prefixed API; a
// refused request (an iframe without allowfullscreen, no user gesture) is not an error to report.
import type { Controller } from './types';

export interface FullscreenCallbacks {
  onChange(active: boolean): void;
}

type Prefixed = { webkitRequestFullscreen?: () => void };
type PrefixedDocument = Document & { webkitExitFullscreen?: () => void; webkitFullscreenElement?: Element };

const CHANGE_EVENTS = ['fullscreenchange', 'webkitfullscreenchange'] as const;

export class FullscreenController implements Controller<HTMLElement, FullscreenCallbacks> {
  private element: HTMLElement | null = null;
  private callbacks: FullscreenCallbacks | null = null;

  bind(element: HTMLElement, callbacks: FullscreenCallbacks): void {
    this.destroy();
    this.element = element;
    this.callbacks = callbacks;
    for (const name of CHANGE_EVENTS) element.ownerDocument.addEventListener(name, this.onChange);
  }

  destroy(): void {
    for (const name of CHANGE_EVENTS) this.element?.ownerDocument.removeEventListener(name, this.onChange);
    this.element = null;
    this.callbacks = null;
  }

  get supported(): boolean {
    const element = this.element as (HTMLElement & Prefixed) | null;
    if (!element) return false;
    return (
      typeof element.requestFullscreen === 'function' || typeof element.webkitRequestFullscreen === 'function'
    );
  }

  get active(): boolean {
    const doc = this.element?.ownerDocument as PrefixedDocument | undefined;
    return !!doc && (doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null) === this.element;
  }

  async request(): Promise<void> {
    const element = this.element as (HTMLElement & Prefixed) | null;
    if (!element || this.active) return;
    try {
      if (element.requestFullscreen) await element.requestFullscreen();
      else element.webkitRequestFullscreen?.();
    } catch {
      // Refused by the browser or the embedding page: the player simply stays inline.
    }
  }

  async exit(): Promise<void> {
    const doc = this.element?.ownerDocument as PrefixedDocument | undefined;
    if (!doc || !this.active) return;
    try {
      if (doc.exitFullscreen) await doc.exitFullscreen();
      else doc.webkitExitFullscreen?.();
    } catch {
      // Already left (the user pressed Escape meanwhile).
    }
  }

  toggle(): Promise<void> {
    return this.active ? this.exit() : this.request();
  }

  private readonly onChange = (): void => {
    this.callbacks?.onChange(this.active);
  };
}
