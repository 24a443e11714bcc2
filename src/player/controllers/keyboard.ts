// Keyboard navigation. It listens on the document (so keys still work in fullscreen, where focus may
// sit on the body) but only acts when the key was pressed inside the player or the player is
// fullscreen: an embedded viewer must not take the host page's keys until it is clicked or focused.
import type { Controller, Navigation } from './types';

export interface KeyboardCallbacks {
  onNavigate(action: Navigation): void;
  /** Escape while not fullscreen (the browser itself leaves fullscreen on Escape). */
  onEscape(): void;
  onExitFullscreen(): void;
  /** F: into fullscreen and out again. */
  onToggleFullscreen(): void;
  /** ?: the list of keys. */
  onHelp(): void;
}

type KeyAction = Navigation | 'escape' | 'fullscreen' | 'help';

export const KEYS: Readonly<Record<string, KeyAction>> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ' ': 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
  Escape: 'escape',
  f: 'fullscreen',
  F: 'fullscreen',
  '?': 'help',
};

export function keyAction(key: string, shiftKey = false): KeyAction | null {
  if (key === ' ' && shiftKey) return 'previous'; // Shift+Space goes back, as it scrolls up in a page
  return KEYS[key] ?? null;
}

const asElement = (target: EventTarget | null): Element | null =>
  target && (target as Node).nodeType === 1 ? (target as Element) : null;

/** Text fields keep their keys: arrows move the caret, Space types a space. */
export function isEditable(target: EventTarget | null): boolean {
  const element = asElement(target);
  if (!element) return false;
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)) return true;
  const editable = element.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

/** Space on a focused button or link activates it; moving a step as well would act twice. */
const isActivatable = (target: EventTarget | null) =>
  asElement(target)?.closest('button, a[href], summary, video, audio') != null;

export class KeyboardController implements Controller<HTMLElement, KeyboardCallbacks> {
  private player: HTMLElement | null = null;
  private callbacks: KeyboardCallbacks | null = null;

  bind(player: HTMLElement, callbacks: KeyboardCallbacks): void {
    this.destroy();
    this.player = player;
    this.callbacks = callbacks;
    player.ownerDocument.addEventListener('keydown', this.onKeyDown);
  }

  destroy(): void {
    this.player?.ownerDocument.removeEventListener('keydown', this.onKeyDown);
    this.player = null;
    this.callbacks = null;
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const { player, callbacks } = this;
    if (!player || !callbacks || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return; // browser and system shortcuts
    const action = keyAction(event.key, event.shiftKey);
    if (!action) return;
    const fullscreen = player.ownerDocument.fullscreenElement === player;
    const inside = event.target instanceof Node && player.contains(event.target);
    if (!fullscreen && !inside) return;
    if (isEditable(event.target)) return;
    if (event.key === ' ' && isActivatable(event.target)) return;
    event.preventDefault(); // arrows and Space would otherwise scroll the page
    if (action === 'fullscreen') callbacks.onToggleFullscreen();
    else if (action === 'help') callbacks.onHelp();
    else if (action !== 'escape') callbacks.onNavigate(action);
    else if (fullscreen) callbacks.onExitFullscreen();
    else callbacks.onEscape();
  };
}
