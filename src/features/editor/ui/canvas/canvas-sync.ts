// The canvas editor's autosave, without React: it watches the tab's Y.Doc for this person's edits,
// sends what the server has not acknowledged (one request at a time, a short while after the last
// edit), applies the server's answer (other tabs' edits) under an origin of its own, so Undo never
// takes back what arrived from elsewhere, and tries again while offline. useCanvasSync puts it on a page.
import * as Y from 'yjs';
import type { CanvasSyncRequest, CanvasSyncResult } from '../../contracts';
import {
  endsSaving,
  failureOf,
  fromBase64,
  retriesAlone,
  retryDelay,
  type SyncFailure,
  sendDelay,
  toBase64,
} from './canvas-sync-rules';

/** The origin of what the server's answers bring: not an edit of this tab's, never undone by it. */
export const SERVER_ORIGIN = Symbol('canvas-server');

/** The tab's Y.Doc from the page's canvas state (CanvasEditorState.state), loaded as the server's. */
export function canvasYDocOf(state: string): Y.Doc {
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, fromBase64(state), SERVER_ORIGIN);
  return ydoc;
}

export type CanvasSyncStatus = 'saved' | 'saving' | 'unsaved' | 'offline' | 'readOnly';

export interface CanvasSyncState {
  status: CanvasSyncStatus;
  /** When the deck was last saved (the server's updatedAt). */
  savedAt: string;
  /** Why the last sync failed, while it matters; `detail` is the server's own words. */
  failure: { kind: SyncFailure; detail: string } | null;
}

export interface CanvasSyncOptions {
  ydoc: Y.Doc;
  generation: string;
  initialUpdatedAt: string;
  /**
   * The sync call (the page's API client; a fake server in tests). `keepalive`: the page is going
   * away, and the browser is to finish the request after it (fetch's keepalive).
   */
  send: (body: CanvasSyncRequest, options?: { keepalive: boolean }) => Promise<CanvasSyncResult>;
  onChange: (state: CanvasSyncState) => void;
  /**
   * What the server is known to have, when it is not the Y.Doc's state now (the page's loaded state,
   * when this session takes over from a live channel that never opened); `unsaved`: the Y.Doc has
   * edits past it, sent at once.
   */
  serverVector?: Uint8Array;
  unsaved?: boolean;
  /** Runs `run` after `ms`; answers a cancel. */
  schedule?: (run: () => void, ms: number) => () => void;
  now?: () => number;
}

export interface CanvasSync {
  /** Sends what is pending now; resolves once it is answered (or failed). */
  flush(): Promise<void>;
  /**
   * The page is going away: sends everything the server has not acknowledged in one request the
   * browser keeps alive past the page, even while a sync is in flight (that one dies with the
   * page). The server merges a state it has already had without change.
   */
  leave(): void;
  /** Whether this tab has edits the server has not acknowledged. */
  hasUnsaved(): boolean;
  destroy(): void;
}

/** Under fetch's 64 KB limit for keepalive bodies, with room for the JSON around them. */
const KEEPALIVE_BYTES = 60_000;

const timers = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export function createCanvasSync(options: CanvasSyncOptions): CanvasSync {
  return new CanvasSyncSession(options);
}

class CanvasSyncSession implements CanvasSync {
  private readonly schedule: NonNullable<CanvasSyncOptions['schedule']>;
  private readonly now: () => number;
  private serverVector: Uint8Array;
  private savedAt: string;
  private failure: CanvasSyncState['failure'] = null;
  /** Counts this tab's edits; `acknowledged` is the count the server has. */
  private edits = 0;
  private acknowledged = 0;
  private firstChangeAt = 0;
  private lastChangeAt = 0;
  private inFlight: Promise<void> | null = null;
  private again = false;
  private attempt = 0;
  private cancel: (() => void) | null = null;
  private ended = false;
  private destroyed = false;

  constructor(private readonly options: CanvasSyncOptions) {
    this.schedule = options.schedule ?? timers;
    this.now = options.now ?? Date.now;
    this.serverVector = options.serverVector ?? Y.encodeStateVector(options.ydoc);
    this.savedAt = options.initialUpdatedAt;
    options.ydoc.on('update', this.onUpdate);
    if (options.unsaved) {
      this.edits = 1;
      this.wait(0);
    }
  }

  hasUnsaved = () => this.edits !== this.acknowledged;

  destroy() {
    this.destroyed = true;
    this.cancel?.();
    this.options.ydoc.off('update', this.onUpdate);
  }

  leave = () => {
    if (this.destroyed || this.ended || !this.hasUnsaved()) return;
    const body = this.body();
    // Browsers refuse keepalive bodies past 64 KB: a larger one goes as an ordinary request.
    const keepalive = body.update.length + body.stateVector.length < KEEPALIVE_BYTES;
    this.options.send(body, { keepalive }).catch(() => {});
  };

  flush = (): Promise<void> => {
    if (this.destroyed || this.ended) return Promise.resolve();
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    if (!this.hasUnsaved()) return Promise.resolve();
    this.cancel?.();
    this.cancel = null;
    this.inFlight = this.exchange().finally(() => this.settle());
    this.report();
    return this.inFlight;
  };

  private status(): CanvasSyncStatus {
    if (this.failure && endsSaving(this.failure.kind)) return 'readOnly';
    if (this.inFlight) return 'saving';
    if (!this.hasUnsaved()) return 'saved';
    return this.failure?.kind === 'offline' ? 'offline' : 'unsaved';
  }

  private report() {
    if (!this.destroyed)
      this.options.onChange({ status: this.status(), savedAt: this.savedAt, failure: this.failure });
  }

  private wait(ms: number) {
    this.cancel?.();
    this.cancel = this.schedule(() => {
      this.cancel = null;
      void this.flush();
    }, ms);
  }

  private onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin === SERVER_ORIGIN || this.ended) return;
    const at = this.now();
    if (!this.hasUnsaved()) this.firstChangeAt = at;
    this.lastChangeAt = at;
    this.edits++;
    // A refused state may be mended by this edit: the next sync says.
    if (this.failure?.kind === 'refused') this.failure = null;
    const retrying = this.failure !== null && retriesAlone(this.failure.kind);
    if (!this.inFlight && !retrying) this.wait(sendDelay(this.firstChangeAt, this.lastChangeAt, at));
    this.report();
  };

  /** What the server lacks of this tab's state, and the state's vector. */
  private body(): CanvasSyncRequest {
    const { ydoc, generation } = this.options;
    return {
      generation,
      update: toBase64(Y.encodeStateAsUpdate(ydoc, this.serverVector)),
      stateVector: toBase64(Y.encodeStateVector(ydoc)),
    };
  }

  private async exchange() {
    const { ydoc, send } = this.options;
    const sending = this.edits;
    try {
      const result = await send(this.body());
      if (this.destroyed) return;
      Y.applyUpdate(ydoc, fromBase64(result.update), SERVER_ORIGIN);
      this.serverVector = fromBase64(result.stateVector);
      this.savedAt = result.updatedAt;
      this.acknowledged = sending;
      this.failure = null;
      this.attempt = 0;
    } catch (error) {
      const kind = failureOf(error);
      this.failure = { kind, detail: error instanceof Error ? error.message : String(error) };
      this.ended = endsSaving(kind);
      if (retriesAlone(kind)) this.wait(retryDelay(this.attempt++));
    }
  }

  /** After an exchange: edits made while it was away go next, at once when a flush asked for them. */
  private settle() {
    this.inFlight = null;
    if (!this.ended && !this.failure && this.hasUnsaved()) {
      this.firstChangeAt = this.now();
      this.wait(this.again ? 0 : sendDelay(this.firstChangeAt, this.lastChangeAt, this.now()));
    }
    this.again = false;
    this.report();
  }
}
