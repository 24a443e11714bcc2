// What the viewer needs of the player chunk (src/player). Type-only imports: they vanish from the
// bundle, so the player still loads only through player-chunk.ts.
import type { ComponentType } from 'react';

export type { PlayerHandle, PlayerProps, StepEvent, VisitRef } from '../../player';

// The chunk's component; its props are the player's own (data, callbacks, ref, options).
export type PlayerModule = { default: ComponentType<any> };
export type PlayerImporter = () => Promise<PlayerModule>;
