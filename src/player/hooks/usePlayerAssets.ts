// Runs the loader once per document and turns its result into render state.

import { useCallback, useEffect, useState } from 'react';
import type { PlayerData } from '../../features/decks/contracts';
import { loadPlayerAssets } from '../loader';
import { useLatest } from './useLatest';

export interface PlayerAssets {
  ready: boolean;
  /** Image references that could not be loaded; their frames show a placeholder. */
  broken: ReadonlySet<string>;
  markBroken(ref: string): void;
}

export function usePlayerAssets(
  data: Pick<PlayerData, 'kind' | 'document'>,
  onProgress?: (p: number) => void,
  /** The frames whose images must be in before the first step shows (loader.ts `frames`). */
  firstFrames?: ReadonlySet<string>,
) {
  const progress = useLatest(onProgress);
  const [ready, setReady] = useState(false);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());

  const { kind, document } = data;
  useEffect(() => {
    const abort = new AbortController();
    setReady(false);
    loadPlayerAssets(
      { kind, document },
      {
        signal: abort.signal,
        frames: firstFrames,
        onProgress: (percent) => {
          if (!abort.signal.aborted) progress.current?.(percent);
        },
      },
    ).then((result) => {
      if (abort.signal.aborted) return;
      setBroken(result.broken);
      setReady(true);
    });
    return () => abort.abort();
  }, [kind, document, progress, firstFrames]);

  // An image that loaded here can still fail in the <img> (a different response, a decode error).
  // Stable, so the frames (memoised) do not re-render for it.
  const markBroken = useCallback(
    (ref: string) => setBroken((last) => (last.has(ref) ? last : new Set([...last, ref]))),
    [],
  );

  return { ready, broken, markBroken } satisfies PlayerAssets;
}
