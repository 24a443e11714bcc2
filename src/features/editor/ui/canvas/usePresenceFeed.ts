// Who else is in the deck, kept outside React's state: the live connection publishes every change of
// the others' awareness here, and only the components that show people (the bar's avatars, the
// remote selections over the canvas) subscribe, so a colleague's click redraws those, never the canvas.
import { useSyncExternalStore } from 'react';
import type { LivePeer } from './live-canvas-rules';

export interface PresenceFeed {
  peers(): readonly LivePeer[];
  subscribe(listener: () => void): () => void;
}

export interface PresenceSource extends PresenceFeed {
  publish(peers: readonly LivePeer[]): void;
}

const NOBODY: readonly LivePeer[] = [];

export function createPresenceFeed(): PresenceSource {
  let current = NOBODY;
  const listeners = new Set<() => void>();
  return {
    peers: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(peers) {
      current = peers.length === 0 ? NOBODY : peers;
      for (const listener of listeners) listener();
    },
  };
}

/** The others in the deck, as React state of the component that asks. */
export const usePeers = (feed: PresenceFeed): readonly LivePeer[] =>
  useSyncExternalStore(feed.subscribe, feed.peers, feed.peers);
