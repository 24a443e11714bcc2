// The live page's player: the lazy player chunk and the talk's data load together as soon as the
// page is live (no Present button: the audience came to follow), with progress for the ring.
import { type ComponentType, useEffect, useState } from 'react';
import { fetchJsonWithProgress } from '../../../lib/fetch-progress';
import { loadChunk } from '../../../lib/load-chunk';
import { loadPlayerChunk } from '../../../ui-kit/player-host/player-chunk';
import type { PlayerImporter } from '../../../ui-kit/player-host/player-types';

export interface LivePlayerLoad {
  Player: ComponentType<any> | null;
  data: Record<string, unknown> | null;
  /** 0–100 while loading. */
  progress: number;
  failed: boolean;
}

export type LiveDataLoader = (
  url: string,
  onProgress: (fraction: number) => void,
) => Promise<Record<string, unknown>>;

const START: LivePlayerLoad = { Player: null, data: null, progress: 0, failed: false };

export function useLivePlayer(
  dataUrl: string,
  enabled: boolean,
  /** A new attempt after a failure loads again. */
  attempt = 0,
  loadPlayer: PlayerImporter = loadPlayerChunk,
  loadData: LiveDataLoader = fetchJsonWithProgress,
): LivePlayerLoad {
  const [load, setLoad] = useState<LivePlayerLoad>(START);
  useEffect(() => {
    if (!enabled || attempt < 0) return;
    let live = true;
    setLoad(START);
    const onProgress = (fraction: number) => {
      if (live) setLoad((l) => ({ ...l, progress: Math.round(fraction * 90) }));
    };
    Promise.all([loadChunk(loadPlayer), loadData(dataUrl, onProgress)]).then(
      ([module, data]) => {
        if (live) setLoad({ Player: module.default, data, progress: 100, failed: false });
      },
      () => {
        if (live) setLoad((l) => ({ ...l, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [dataUrl, enabled, attempt, loadPlayer, loadData]);
  return load;
}
