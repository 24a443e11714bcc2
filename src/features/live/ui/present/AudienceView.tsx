// The audience window: the real player filling the window with no page chrome,
// following the presenter view through the presenter channel (a move in either window moves the
// other). Once its player is ready it asks for the presenter's step. Full screen needs a gesture in
// the browser, so it comes from the F key or the button.
import { useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { layoutDocument } from '../../../../kernel/document/layout';
import { PlayerStage } from '../../../../ui-kit/player-host/PlayerStage';
import type { PlayerHandle, PlayerImporter } from '../../../../ui-kit/player-host/player-types';
import { usePlayerModule } from '../../../../ui-kit/player-host/usePlayerModule';
import { usePresentKeys } from '../../../../ui-kit/presenting/usePresentKeys';
import type { PlayerData } from '../../../decks/contracts';
import { StepEcho } from './channel';
import { type ChannelFactory, usePresentChannel } from './usePresentChannel';
import './AudienceView.css';

export interface AudienceViewProps {
  oid: string;
  player: PlayerData;
  loadPlayer?: PlayerImporter;
  channel?: ChannelFactory;
}

export function AudienceView({ oid, player, loadPlayer, channel }: AudienceViewProps) {
  const t = useT();
  const module = usePlayerModule(loadPlayer);
  const playerRef = useRef<PlayerHandle | null>(null);
  const playerArea = useRef<HTMLDivElement>(null);
  const [total] = useState(() => layoutDocument(player.document).steps.length);
  const [initialStep, setInitialStep] = useState(0);
  const stepRef = useRef(0);
  const ready = useRef(false);
  const [echo] = useState(() => new StepEcho());

  const send = usePresentChannel(
    oid,
    total,
    {
      onStep: (target) => {
        if (!echo.follow(target, stepRef.current)) return;
        if (playerRef.current && ready.current) playerRef.current.goTo(target);
        else setInitialStep(target);
      },
    },
    channel,
  );
  const fullscreen = () => playerRef.current?.toggleFullscreen();
  usePresentKeys(playerArea, playerRef, total, { onFullscreen: fullscreen });

  return (
    <div className="audience">
      <div ref={playerArea} className="audience__player">
        <PlayerStage
          module={module}
          data={player}
          initialStep={initialStep}
          playerRef={playerRef}
          onStep={(event) => {
            stepRef.current = event.index;
            if (!ready.current) {
              ready.current = true;
              playerRef.current?.focus();
              send({ type: 'hello' });
              return;
            }
            if (echo.shown(event.index)) send({ type: 'step', step: event.index });
          }}
        />
      </div>
      <div className="audience__bar">
        <p className="audience__hint">{t('present.audienceHint')}</p>
        <button type="button" className="button" onClick={fullscreen}>
          {t('present.fullscreen')}
        </button>
      </div>
    </div>
  );
}
