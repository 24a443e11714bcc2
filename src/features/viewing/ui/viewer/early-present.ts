// A press on Present before the page is live. The start screen is in the server's HTML and paints
// long before React has hydrated it (about a second earlier at 4x CPU throttling), so a
// press in between would be lost. This listener keeps it and starts the player's downloads at once;
// the viewer widget plays as soon as it is live (takeEarlyPresent).
import type { Navigation } from '../../../../player/controllers/types';

/** The play buttons of the start screen (StartScreen.tsx). */
export const PRESENT_BUTTON = '[data-present]';

let pressed = false;
let stopListening: (() => void) | null = null;

/** What the page's first script (features/viewing/early-present-script.ts) leaves on the window. */
interface InlineEarlyPresent {
  stop?: () => void;
  /** Set once Present was pressed: the player data's address and its download. */
  path?: string;
  data?: Promise<Response>;
  /** Shows the deck's first step over the stage (the page's poster), once. */
  show?: () => void;
  /** Takes the poster away. */
  hide?: () => void;
  /** The moves asked for with the keys while the poster showed, in order. */
  moves?: Navigation[];
}

const inlineScript = (doc: Document = document) =>
  (doc.defaultView as (Window & { __podiumEarly?: InlineEarlyPresent }) | null)?.__podiumEarly;

/** A press the page's first script saw before this module ran, with the download it started. */
export interface EarlyDownload {
  path: string;
  response: Promise<Response>;
}

/**
 * Listens for a press on Present until the widget takes it; onPress runs on the first press. It
 * takes over from the page's first script, and runs at once when that script saw a press already.
 */
export function listenForEarlyPresent(doc: Document, onPress: (early?: EarlyDownload) => void): void {
  stopListening?.();
  const inline = inlineScript(doc);
  inline?.stop?.();
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element | null)?.closest?.(PRESENT_BUTTON)) return;
    // React does not handle this button yet: the press is this listener's alone.
    event.stopPropagation();
    if (pressed) return;
    pressed = true;
    doc.documentElement.dataset.presentPressed = 'true';
    inline?.show?.();
    onPress();
  };
  doc.addEventListener('click', onClick, true);
  if (inline?.path && inline.data) {
    pressed = true;
    doc.documentElement.dataset.presentPressed = 'true';
    inline.show?.(); // pressed before the parser reached the poster: it is there now
    onPress({ path: inline.path, response: inline.data });
  }
  stopListening = () => {
    doc.removeEventListener('click', onClick, true);
    delete doc.documentElement.dataset.presentPressed;
    stopListening = null;
  };
}

/** For the widget once it is live: whether Present was pressed before (once), and stop listening. */
export function takeEarlyPresent(): boolean {
  stopListening?.();
  const wasPressed = pressed;
  pressed = false;
  return wasPressed;
}

/** Shows the deck's first step over the stage while the player loads (a page without one: nothing). */
export function showPoster(doc?: Document): void {
  inlineScript(doc)?.show?.();
}

/** The live player is mounted: the poster keeps the picture, but the controls are the player's. */
export function posterGivesWay(doc: Document = document): void {
  doc.querySelector('.podium-poster .podium-player__controls')?.remove();
}

/** The poster's place for the loading ring (features/viewing/poster.ts draws it there at 0 %). */
export const POSTER_PROGRESS_ATTRIBUTE = 'data-poster-progress';

/**
 * The poster's place for the loading ring, emptied for the live widget's own ring, or null when no
 * poster shows (a video, a deck without steps, a page without the first script).
 */
export function posterProgress(doc: Document = document): HTMLElement | null {
  const place = doc.querySelector<HTMLElement>(`.podium-poster [${POSTER_PROGRESS_ATTRIBUTE}]`);
  place?.replaceChildren();
  return place;
}

/** Takes the first step's poster away: the moves the viewer asked for meanwhile, to be played. */
export function hidePoster(doc?: Document): Navigation[] {
  const inline = inlineScript(doc);
  inline?.hide?.();
  return inline?.moves?.splice(0) ?? [];
}
