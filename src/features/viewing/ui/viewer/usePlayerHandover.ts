// The view page's first step, served as a poster before the page is live (early-present.ts), handed
// over to the player: Present pressed before the page was live plays as soon as it is; the poster
// gives its controls up as the player mounts and its place when the player is ready, the player then
// playing the keys pressed meanwhile; a failed load takes the poster away over its error. Answers
// where the poster's loading ring is while the player loads.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hidePoster, posterGivesWay, posterProgress, showPoster, takeEarlyPresent } from './early-present';
import type { useViewerPlayer } from './useViewerPlayer';

export function usePlayerHandover(viewer: ReturnType<typeof useViewerPlayer>): HTMLElement | null {
  const { Player, phase } = viewer;
  // Present pressed before the page was live (early-present.ts): play as soon as it is.
  const play = useRef(viewer.play);
  play.current = viewer.play;
  useEffect(() => {
    if (!takeEarlyPresent()) return;
    showPoster();
    play.current();
  }, []);
  // The first step's poster (early-present-script.ts) gives its controls up as the player mounts,
  // and its place when the player is ready, before the next paint; the player then plays the keys
  // pressed meanwhile. A failed load takes the poster away over its error.
  useLayoutEffect(() => {
    if (Player) posterGivesWay();
  }, [Player]);
  useLayoutEffect(() => {
    if (phase === 'error') hidePoster();
    if (phase !== 'playing') return;
    const player = viewer.playerRef.current;
    for (const move of hidePoster()) {
      if (move === 'next') player?.next();
      else if (move === 'previous') player?.previous();
      else player?.goTo(move === 'first' ? 0 : Number.MAX_SAFE_INTEGER);
    }
  }, [phase, viewer.playerRef]);
  useEffect(() => () => void hidePoster(), []);
  // While the player loads over the poster, the poster's ring is this widget's: the percentage moves.
  const [ringPlace, setRingPlace] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setRingPlace(phase === 'loading' ? posterProgress() : null), [phase]);
  // The play button disappears when the player is ready: keys go to the player from then on.
  useEffect(() => {
    if (phase === 'playing') (viewer.playerRef.current as { focus?: () => void } | null)?.focus?.();
  }, [phase, viewer.playerRef]);
  return ringPlace;
}
