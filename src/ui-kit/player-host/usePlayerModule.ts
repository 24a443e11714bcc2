// Loads the real player (the lazy "present-viewer" chunk) once for the editor and comment views,
// with the same timeout and error kind as the view page (lib/load-chunk.ts), and a retry.
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../lib/load-chunk';
import { loadPlayerChunk } from './player-chunk';
import type { PlayerImporter } from './player-types';

export interface PlayerModuleState {
  // The chunk's component takes the player's own props (PlayerProps plus a ref).
  Player: ComponentType<any> | null;
  failed: boolean;
  retry(): void;
}

export function usePlayerModule(loadPlayer: PlayerImporter = loadPlayerChunk): PlayerModuleState {
  const [Player, setPlayer] = useState<ComponentType<any> | null>(null);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);

  const load = useCallback(() => {
    setFailed(false);
    loadChunk(loadPlayer).then(
      (module) => {
        if (mounted.current) setPlayer(() => module.default);
      },
      () => {
        if (mounted.current) setFailed(true);
      },
    );
  }, [loadPlayer]);

  useEffect(() => {
    mounted.current = true;
    load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  return { Player, failed, retry: load };
}
