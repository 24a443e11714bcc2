// The canvas autosave's rules, pure: when the next sync goes, how long a failed one waits before it
// is tried again, what a failure means for the tab, and base64 in the browser (the sync call carries
// Yjs updates and state vectors as base64, decision 093).

/** A pause in editing this long sends the changes. */
export const SYNC_QUIET_MS = 400;
/** While changes keep coming, they are sent at least this often. */
export const SYNC_MAX_WAIT_MS = 2000;
/** A failed sync is tried again after 1 s, 2 s, 4 s… up to this. */
export const SYNC_MAX_RETRY_MS = 30_000;

/** How long from `now` until the pending changes are sent. */
export function sendDelay(firstChangeAt: number, lastChangeAt: number, now: number): number {
  const due = Math.min(lastChangeAt + SYNC_QUIET_MS, firstChangeAt + SYNC_MAX_WAIT_MS);
  return Math.max(0, due - now);
}

/** The wait before the `attempt`th retry (0 for the first). */
export const retryDelay = (attempt: number): number => Math.min(SYNC_MAX_RETRY_MS, 1000 * 2 ** attempt);

/**
 * What a failed sync means for the tab:
 * - `offline`: no answer, or the server could not answer (5xx, 429, a concurrent write): tried again;
 * - `signedOut`: logging in again (in another tab) lets it through: tried again;
 * - `reset`: the deck was replaced from outside the canvas, and `forbidden`: the right to edit is
 *   gone (or the deck): the tab turns read-only, keeping its edits for the person to copy;
 * - `refused`: the server refused this state (invalid, too large): tried again after the next edit.
 */
export type SyncFailure = 'offline' | 'signedOut' | 'reset' | 'forbidden' | 'refused';

export function failureOf(error: unknown): SyncFailure {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (typeof status !== 'number') return 'offline';
  if (status === 409 && code === 'canvas_reset') return 'reset';
  if (status === 403 && code === 'csrf_failed') return 'signedOut';
  if (status === 403 || status === 404) return 'forbidden';
  if (status === 401) return 'signedOut';
  if (status === 409 || status === 429 || status >= 500) return 'offline';
  return 'refused';
}

/** Whether a failure is tried again on its own, without a new edit. */
export const retriesAlone = (failure: SyncFailure) => failure === 'offline' || failure === 'signedOut';

/** Whether a failure ends this tab's saving for good. */
export const endsSaving = (failure: SyncFailure) => failure === 'reset' || failure === 'forbidden';

const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: one String.fromCharCode call with a megabyte of arguments overflows the stack.
  for (let at = 0; at < bytes.length; at += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
