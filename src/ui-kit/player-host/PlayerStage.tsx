// The real player in a 16:9 stage, for the editor's preview and the commenters' view. The host passes
// the document to play directly (no download); the player's own controls step through it.

import type { Ref } from 'react';
import type { PlayerData } from '../../features/decks/contracts';
import { useT } from '../../i18n/react';
import type { PlayerHandle, StepEvent } from './player-types';
import type { PlayerModuleState } from './usePlayerModule';
import './PlayerStage.css';

export interface PlayerStageProps {
  module: PlayerModuleState;
  data: PlayerData;
  /** The step to open on, e.g. the one shown before the document changed. */
  initialStep?: number;
  playerRef?: Ref<PlayerHandle | null>;
  onStep?(event: StepEvent): void;
}

export function PlayerStage({ module, data, initialStep, playerRef, onStep }: PlayerStageProps) {
  const t = useT();
  const { Player } = module;
  return (
    <div className="player-stage">
      {Player ? (
        <Player ref={playerRef} data={data} initialStep={initialStep} onStep={onStep} />
      ) : module.failed ? (
        <div className="player-stage__message" role="alert">
          <p>{t('editor.playerFailed')}</p>
          <button type="button" className="button" onClick={module.retry}>
            {t('editor.retry')}
          </button>
        </div>
      ) : (
        <p className="player-stage__message">{t('editor.playerLoading')}</p>
      )}
    </div>
  );
}
