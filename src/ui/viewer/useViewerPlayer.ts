// The widget's playing state: start → loading (the player chunk loads lazily, then preloads and
// reports progress) → playing (player ready) → restart (player ended) → playing again.
// A chunk that fails or times out (ChunkLoadError) leaves an error with a retry.
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../lib/load-chunk';
import type { PlayerHandle, PlayerImporter } from './player-types';

export type ViewerPhase = 'start' | 'loading' | 'playing' | 'restart' | 'error';

export function useViewerPlayer(loadPlayer: PlayerImporter, chunkTimeoutMs?: number) {
  const [phase, setPhase] = useState<ViewerPhase>('start');
  const [progress, setProgress] = useState<number>(0);
  const [Player, setPlayer] = useState<ComponentType<any> | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const playerRef = useRef<PlayerHandle | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const play = useCallback(() => {
    setPhase('loading');
    setProgress(0);
    setError(null);
    loadChunk(loadPlayer, chunkTimeoutMs).then(
      (module) => {
        if (mounted.current) setPlayer(() => module.default);
      },
      (reason: unknown) => {
        if (!mounted.current) return;
        setError(reason instanceof Error ? reason : new Error(String(reason)));
        setPhase('error');
      },
    );
  }, [loadPlayer, chunkTimeoutMs]);

  const restart = useCallback(() => {
    playerRef.current?.restart();
    setPhase('playing');
  }, []);

  const callbacks = {
    onProgress: (percent: number) => setProgress(percent),
    onReady: () => setPhase((current) => (current === 'loading' ? 'playing' : current)),
    onEnd: () => setPhase('restart'),
  };

  return { phase, progress, Player, error, playerRef, play, retry: play, restart, callbacks };
}
