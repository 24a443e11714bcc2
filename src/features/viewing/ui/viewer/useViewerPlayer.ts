// The widget's playing state: start → loading (the player chunk loads lazily, then preloads and
// reports progress) → playing (player ready) → restart (player ended) → playing again.
// A chunk that fails or times out (ChunkLoadError) leaves an error with a retry.
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../../../lib/load-chunk';
import type { PlayerHandle, PlayerImporter } from '../../../../ui-kit/player-host/player-types';

export type ViewerPhase = 'start' | 'loading' | 'playing' | 'restart' | 'error';

/** Loads the presentation's data for the player, reporting the share downloaded (0–1). */
export type DataLoader = (onProgress: (fraction: number) => void) => Promise<Record<string, unknown>>;

// The loading percentage covers the document download first, then the player's own preloading.
const DOCUMENT_SHARE = 30;

export function useViewerPlayer(loadPlayer: PlayerImporter, chunkTimeoutMs?: number, loadData?: DataLoader) {
  const [phase, setPhase] = useState<ViewerPhase>('start');
  const [progress, setProgress] = useState<number>(0);
  const [Player, setPlayer] = useState<ComponentType<any> | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loaded, setLoaded] = useState<Record<string, unknown> | null>(null);
  const playerRef = useRef<PlayerHandle | null>(null);
  const mounted = useRef(true);
  // A load under way or done: a second press on Present (or a press while the early one is taken
  // over) must not download the presentation again and hand the player a second copy.
  const started = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const play = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPhase('loading');
    setProgress(0);
    setError(null);
    const share = loadData ? DOCUMENT_SHARE : 0;
    const data = loadData
      ? loadData((fraction) => mounted.current && setProgress(Math.round(fraction * share)))
      : Promise.resolve(null);
    Promise.all([loadChunk(loadPlayer, chunkTimeoutMs), data]).then(
      ([module, value]) => {
        if (!mounted.current) return;
        setLoaded(value);
        setPlayer(() => module.default);
      },
      (reason: unknown) => {
        started.current = false; // a retry loads again
        if (!mounted.current) return;
        setError(reason instanceof Error ? reason : new Error(String(reason)));
        setPhase('error');
      },
    );
  }, [loadPlayer, chunkTimeoutMs, loadData]);

  const restart = useCallback(() => {
    playerRef.current?.restart();
    setPhase('playing');
  }, []);

  const callbacks = {
    onProgress: (percent: number) =>
      setProgress(
        (loadData ? DOCUMENT_SHARE : 0) + Math.round(percent * (loadData ? (100 - DOCUMENT_SHARE) / 100 : 1)),
      ),
    onReady: () => setPhase((current) => (current === 'loading' ? 'playing' : current)),
    onEnd: () => setPhase('restart'),
  };

  return { phase, progress, Player, loaded, error, playerRef, play, retry: play, restart, callbacks };
}
