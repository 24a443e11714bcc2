// The deck's current step and the moves between steps (DeckPlayer). `navigate` moves the deck, and
// past the last step tells the host the path ended; `viewerNavigate` is the viewer's own moves,
// which go to the host's onViewerNavigate instead when it has one (a recording's deck follows its
// video); `host` holds the host's latest props (useLatest). The steps shown before this one, latest
// first, are kept for the frames drawn: the flights from them (an interrupted flight starts between
// the two) decide which frames are mounted.
import { useCallback, useRef, useState } from 'react';
import { readStepFromHash } from '../controllers/hash';
import type { Navigation } from '../controllers/types';
import type { PlayerProps } from '../types';

const clamp = (index: number, total: number) => Math.min(total - 1, Math.max(0, Math.round(index)));

/** A #step=N deep link wins over the host's initial step. */
function firstIndex(initialStep: number | undefined, total: number): number {
  const linked = typeof window === 'undefined' ? null : readStepFromHash(window.location.hash);
  return clamp(linked ?? initialStep ?? 0, total);
}

export function useDeckNavigation(
  total: number,
  initialStep: number | undefined,
  host: {
    readonly current: Pick<PlayerProps, 'onEnd'> & { onViewerNavigate?(to: Navigation | number): void };
  },
) {
  const [index, setIndex] = useState(() => firstIndex(initialStep, total));
  const [shownBefore, setShownBefore] = useState<readonly number[]>([]);
  const indexRef = useRef(index);

  const navigate = useCallback(
    (to: Navigation | number) => {
      const current = indexRef.current;
      if (to === 'next' && current >= total - 1) {
        host.current.onEnd?.();
        return;
      }
      const targets = { next: current + 1, previous: current - 1, first: 0, last: total - 1 };
      const target = typeof to === 'number' ? to : targets[to];
      if (!Number.isFinite(target)) return;
      setShownBefore((before) => [current, ...before].slice(0, 2));
      indexRef.current = clamp(target, total);
      setIndex(indexRef.current);
    },
    [total, host],
  );

  const viewerNavigate = useCallback(
    (to: Navigation | number) => {
      const redirect = host.current.onViewerNavigate;
      if (redirect) redirect(to);
      else navigate(to);
    },
    [navigate, host],
  );

  return { index, shownBefore, navigate, viewerNavigate };
}
