// The canvas editor's state in the browser: the Y.Doc every edit goes through (decision 093), this
// person's Undo and Redo, the selection and the live-region announcements. Components read it with
// useCanvasStore (useSyncExternalStore); they change the document only through the kernel's
// operations on `ydoc`, each one transaction and one step of Undo.
import type * as Y from 'yjs';
import { canvasReader } from '../../../../kernel/document/canvas/crdt/reader';
import { canvasUndoManager } from '../../../../kernel/document/canvas/crdt/ydoc';
import type { CanvasDocument } from '../../../../kernel/document/canvas/model';
import { DocumentError } from '../../../../kernel/document/schema-problems';
import { afterNextPaint } from '../../../../lib/after-paint';

export interface CanvasSnapshot {
  document: CanvasDocument;
  /** Selected element ids, in the order they were selected. */
  selection: readonly string[];
  /** The last announcement, for the live region; `serial` changes even when a message repeats. */
  announcement: { message: string; serial: number };
  canUndo: boolean;
  canRedo: boolean;
}

export interface CanvasStore {
  readonly ydoc: Y.Doc;
  readonly undoManager: Y.UndoManager;
  snapshot(): CanvasSnapshot;
  subscribe(listener: () => void): () => void;
  select(ids: readonly string[]): void;
  announce(message: string): void;
  /**
   * Runs an editing operation; one the model refuses (a DocumentError) changes nothing and is
   * announced with its reason instead of breaking the editor. Returns whether it ran. Each run is
   * its own step of Undo, unless `merge` lets it join the one just before (nudges in a row).
   */
  run(operation: () => void, done?: string, options?: { merge?: boolean }): boolean;
  /**
   * Changes made in transactions of `origin` reach components after the next paint, once for a
   * burst, instead of within the change: the inline text editor draws its own letters, and
   * drawing the rest of the editor again within each key held the key's frame back (a quarter of
   * it at 4× CPU). `snapshot()` is current at once either way.
   */
  noticeAfterPaint(origin: unknown): void;
  /** A fresh element, step or group id the model accepts. */
  newId(): string;
  destroy(): void;
}

/** How long a burst of typing or nudging undoes as one step; any other edit starts its own. */
const UNDO_CAPTURE_MS = 500;

const randomId = () => {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return `e${Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('')}`.slice(0, 16);
};

export interface CanvasStoreOptions {
  newId?: () => string;
  /** What a refused operation announces, in the page's language (the model's own words by default). */
  describeRefusal?: (error: DocumentError) => string;
}

/** Tells the listeners of a change at once, or after the next paint for the origins that ask it. */
function changeNotices(listeners: ReadonlySet<() => void>) {
  const afterPaint = new Set<unknown>();
  let waiting = false;
  const now = () => {
    for (const listener of listeners) listener();
  };
  return {
    afterPaint,
    now,
    of(origin: unknown) {
      if (!afterPaint.has(origin)) return now();
      if (waiting) return;
      waiting = true;
      afterNextPaint(() => {
        waiting = false;
        now();
      });
    },
  };
}

export function createCanvasStore(
  ydoc: Y.Doc,
  { newId = randomId, describeRefusal = (error) => error.message }: CanvasStoreOptions = {},
): CanvasStore {
  const undoManager = canvasUndoManager(ydoc, UNDO_CAPTURE_MS);
  const listeners = new Set<() => void>();
  let selection: readonly string[] = [];
  let announcement = { message: '', serial: 0 };
  const reader = canvasReader(ydoc);
  let current: CanvasSnapshot | null = null;
  // The document is read again only when the Y.Doc changed: selecting or announcing reuses it.
  let document: CanvasDocument | null = null;

  const notices = changeNotices(listeners);
  const changed = () => {
    current = null;
    notices.now();
  };
  const edited = (_update: Uint8Array, origin: unknown) => {
    document = null;
    current = null;
    notices.of(origin);
  };
  const read = (): CanvasSnapshot => {
    document ??= reader.read();
    const present = new Set(document.elements.map((element) => element.id));
    // What someone else deleted, or an Undo took away, leaves the selection.
    if (selection.some((id) => !present.has(id))) selection = selection.filter((id) => present.has(id));
    return {
      document,
      selection,
      announcement,
      canUndo: undoManager.undoStack.length > 0,
      canRedo: undoManager.redoStack.length > 0,
    };
  };
  ydoc.on('update', edited);
  undoManager.on('stack-item-added', changed);
  undoManager.on('stack-item-popped', changed);

  const store: CanvasStore = {
    ydoc,
    undoManager,
    snapshot: () => {
      current ??= read();
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    select(ids) {
      selection = [...new Set(ids)];
      changed();
    },
    announce(message) {
      announcement = { message, serial: announcement.serial + 1 };
      changed();
    },
    run(operation, done, options) {
      if (!options?.merge) undoManager.stopCapturing();
      try {
        operation();
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        store.announce(describeRefusal(error));
        return false;
      }
      if (done) store.announce(done);
      return true;
    },
    noticeAfterPaint: (origin) => void notices.afterPaint.add(origin),
    newId,
    destroy() {
      ydoc.off('update', edited);
      reader.destroy();
      undoManager.destroy();
      listeners.clear();
    },
  };
  return store;
}
