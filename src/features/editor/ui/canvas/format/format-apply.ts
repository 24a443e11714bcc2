// How every control of the format panel changes the deck: one kernel operation through the store's
// `run`, so a value the model refuses is announced with its reason and changes nothing, and a value
// it takes is announced by name for the screen-reader live region.
import type * as Y from 'yjs';
import type { MessageId } from '../../../../../i18n/catalogs';
import type { CanvasStore } from '../canvas-store';

/**
 * Runs `operation` on the deck's Y.Doc; `what` names the property changed. Returns whether it ran.
 * Each change is its own step of Undo, unlike the store's bursts of typing; a slider dragged passes
 * `burst` so that its many small changes undo as one.
 */
export type Apply = (operation: (ydoc: Y.Doc) => void, what: string, burst?: boolean) => boolean;

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

export const applierFor =
  (store: CanvasStore, t: Translate): Apply =>
  (operation, what, burst) => {
    if (!burst) store.undoManager.stopCapturing();
    return store.run(() => operation(store.ydoc), t('canvasFormat.changed', { property: what }));
  };

/** Reads a number as a person types it: a comma works as the decimal point too. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A number shown in a field: at most two decimals, no trailing zeros. */
export const shownNumber = (value: number) => String(Math.round(value * 100) / 100);
