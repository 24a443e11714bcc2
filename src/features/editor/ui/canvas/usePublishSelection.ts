// Shows the others in the deck what this person has selected: the store's selection goes into the
// tab's presence, at most every PUBLISH_MS however fast it changes (a marquee drag selects on every
// move), the last one always sent.
import { useEffect } from 'react';
import type { LivePresence } from '../../live-protocol';
import type { CanvasStore } from './canvas-store';

/** At most ten selections a second go to the others. */
export const PUBLISH_MS = 100;

export function usePublishSelection(
  store: CanvasStore,
  setPresence: (change: Partial<Omit<LivePresence, 'user'>>) => void,
) {
  useEffect(() => {
    let published: readonly string[] | null = null;
    let lastAt = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const publish = () => {
      timer = undefined;
      const { selection } = store.snapshot();
      published = selection;
      lastAt = Date.now();
      setPresence({ selection: [...selection] });
    };
    const changed = () => {
      if (timer !== undefined || store.snapshot().selection === published) return;
      timer = setTimeout(publish, Math.max(0, lastAt + PUBLISH_MS - Date.now()));
    };
    const stop = store.subscribe(changed);
    changed();
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store, setPresence]);
}
