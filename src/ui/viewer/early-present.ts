// A press on Present before the page is live. The start screen is in the server's HTML and paints
// long before React has hydrated it (about a second earlier at 4x CPU throttling, issue #14), so a
// press in between would be lost. This listener keeps it and starts the player's downloads at once;
// the viewer widget plays as soon as it is live (takeEarlyPresent).

/** The play buttons of the start screen (StartScreen.tsx). */
export const PRESENT_BUTTON = '[data-present]';

let pressed = false;
let stopListening: (() => void) | null = null;

/** Listens for a press on Present until the widget takes it; onPress runs on the first press. */
export function listenForEarlyPresent(doc: Document, onPress: () => void): void {
  stopListening?.();
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element | null)?.closest?.(PRESENT_BUTTON)) return;
    // React does not handle this button yet: the press is this listener's alone.
    event.stopPropagation();
    if (pressed) return;
    pressed = true;
    doc.documentElement.dataset.presentPressed = 'true';
    onPress();
  };
  doc.addEventListener('click', onClick, true);
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
