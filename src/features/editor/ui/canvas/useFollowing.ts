// Whom this person follows, if anyone: the avatars on the bar start and stop it, the editor's camera
// flies after the followed person's view (useFollowCamera.ts). Kept outside React's state, as the
// presence is (usePresenceFeed.ts), so starting to follow redraws the avatars alone, not the canvas.
import { useSyncExternalStore } from 'react';

export interface Following {
  /** The account followed, or null. */
  followed(): number | null;
  subscribe(listener: () => void): () => void;
  start(userId: number): void;
  stop(): void;
}

export function createFollowing(): Following {
  let current: number | null = null;
  const listeners = new Set<() => void>();
  const set = (next: number | null) => {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    followed: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: (userId) => set(userId),
    stop: () => set(null),
  };
}

const NO_ONE = () => null;
const NOTHING_TO_WATCH = () => () => {};

/** The account followed, as React state of the component that asks; null without `following`. */
export const useFollowed = (following: Following | undefined): number | null =>
  useSyncExternalStore(
    following?.subscribe ?? NOTHING_TO_WATCH,
    following?.followed ?? NO_ONE,
    following?.followed ?? NO_ONE,
  );
