// The live channel's rules on the browser's side, pure: what a close code means for the tab, what
// the save line says from the connection's counters, and who else is in the deck from the
// awareness states (live-protocol.ts has the conversation these rules read).
import { LIVE_CLOSE, type LivePresence } from '../../live-protocol';
import type { CanvasSyncStatus } from './canvas-sync';
import type { SyncFailure } from './canvas-sync-rules';

/** A socket silent this long is taken for dead: the server renews its awareness at least every 15 s. */
export const LIVE_SILENCE_MS = 30_000;

/** A socket that never opened this many times in a row, before any ever did, is not coming (a proxy without upgrades). */
export const LIVE_UNREACHABLE_ATTEMPTS = 3;

/**
 * What a close means, as the HTTP autosave's failures do (canvas-sync-rules.ts): `reset` and
 * `forbidden` end the tab's saving, `signedOut` and `offline` try again with a growing wait,
 * `refused` (a change the server could not take) tries again after the next edit.
 */
export function closeFailure(code: number): SyncFailure {
  switch (code) {
    case LIVE_CLOSE.reset:
      return 'reset';
    case LIVE_CLOSE.forbidden:
    case LIVE_CLOSE.notFound:
      return 'forbidden';
    case LIVE_CLOSE.signedOut:
      return 'signedOut';
    case LIVE_CLOSE.invalid:
    case LIVE_CLOSE.tooLarge:
      return 'refused';
    default:
      return 'offline';
  }
}

export interface LiveCounters {
  /** The tab's saving has ended (a final close). */
  ended: boolean;
  /** The tab has edits no document message on the open socket carries. */
  unsent: boolean;
  /** Document messages sent on the open socket, and how many of them the server has stored. */
  sent: number;
  acknowledged: number;
  /** The socket is open and this tab's sync step 2 has gone. */
  connected: boolean;
  failure: SyncFailure | null;
}

/**
 * The save line's status. While disconnected with nothing pending it stays `saved`: nothing is at
 * risk, and the person sees the connection is down from `connected` (the bar's "Offline" chip).
 */
export function liveStatus(counters: LiveCounters): CanvasSyncStatus {
  const { ended, unsent, sent, acknowledged, connected, failure } = counters;
  if (ended) return 'readOnly';
  if (connected && !unsent) return acknowledged < sent ? 'saving' : 'saved';
  if (!unsent && acknowledged >= sent) return 'saved';
  return failure === 'offline' ? 'offline' : 'unsaved';
}

/** Someone else's tab in the deck, as its awareness state shows it. */
export interface LivePeer extends LivePresence {
  /** The tab's Yjs client id: one person may have several tabs open. */
  clientId: number;
}

const isPresence = (state: unknown): state is LivePresence => {
  const user = (state as { user?: Partial<LivePresence['user']> } | null)?.user;
  return typeof user?.id === 'number' && typeof user.name === 'string' && typeof user.color === 'string';
};

/** The other tabs in the deck (every state but this tab's own), those that say who they are. */
export function peersOf(states: ReadonlyMap<number, unknown>, ownClientId: number): LivePeer[] {
  const peers: LivePeer[] = [];
  for (const [clientId, state] of states) {
    if (clientId === ownClientId || !isPresence(state)) continue;
    peers.push({
      clientId,
      user: state.user,
      selection: Array.isArray(state.selection) ? state.selection.filter((id) => typeof id === 'string') : [],
      pointer: state.pointer ?? null,
      view: state.view ?? null,
    });
  }
  return peers;
}

/** One entry per person (two tabs show once), without `ownUserId`, in the order they came. */
export function distinctPeople(peers: readonly LivePeer[], ownUserId: number): LivePresence['user'][] {
  const seen = new Map<number, LivePresence['user']>();
  for (const peer of peers)
    if (peer.user.id !== ownUserId && !seen.has(peer.user.id)) seen.set(peer.user.id, peer.user);
  return [...seen.values()];
}
